// stamen's library of the declarations Boogie's `/lib:base` and `/lib:set_size` provide,
// with the names and types Boogie gives them. The map operations that Boogie maps to
// the solver's array builtins are written here as lambdas of the same meaning, so that
// an executor needs no builtin of its own. The file is cut into sections at the
// `// section NAME` lines; `library.py` adds a section to a program that uses one of
// its names (and the sections that one uses), unless the program declares one of them.

// section maps
function {:inline} MapConst<T, U>(value: U): [T]U { (lambda k: T :: value) }
function {:inline} MapEq<T, U>(a: [T]U, b: [T]U): [T]bool { (lambda k: T :: a[k] == b[k]) }
function {:inline} MapIte<T, U>(c: [T]bool, a: [T]U, b: [T]U): [T]U
{ (lambda k: T :: if c[k] then a[k] else b[k]) }
function {:inline} MapOr<T>(a: [T]bool, b: [T]bool): [T]bool { (lambda k: T :: a[k] || b[k]) }
function {:inline} MapAnd<T>(a: [T]bool, b: [T]bool): [T]bool { (lambda k: T :: a[k] && b[k]) }
function {:inline} MapNot<T>(a: [T]bool): [T]bool { (lambda k: T :: !a[k]) }
function {:inline} MapImp<T>(a: [T]bool, b: [T]bool): [T]bool { (lambda k: T :: a[k] ==> b[k]) }
function {:inline} MapIff<T>(a: [T]bool, b: [T]bool): [T]bool { (lambda k: T :: a[k] <==> b[k]) }
function {:inline} MapDiff<T>(a: [T]bool, b: [T]bool): [T]bool { (lambda k: T :: a[k] && !b[k]) }
function {:inline} MapAdd<T>(a: [T]int, b: [T]int): [T]int { (lambda k: T :: a[k] + b[k]) }
function {:inline} MapSub<T>(a: [T]int, b: [T]int): [T]int { (lambda k: T :: a[k] - b[k]) }
function {:inline} MapMul<T>(a: [T]int, b: [T]int): [T]int { (lambda k: T :: a[k] * b[k]) }
function {:inline} MapDiv<T>(a: [T]int, b: [T]int): [T]int { (lambda k: T :: a[k] div b[k]) }
function {:inline} MapMod<T>(a: [T]int, b: [T]int): [T]int { (lambda k: T :: a[k] mod b[k]) }
function {:inline} MapGt<T>(a: [T]int, b: [T]int): [T]bool { (lambda k: T :: a[k] > b[k]) }
function {:inline} MapGe<T>(a: [T]int, b: [T]int): [T]bool { (lambda k: T :: a[k] >= b[k]) }
function {:inline} MapLt<T>(a: [T]int, b: [T]int): [T]bool { (lambda k: T :: a[k] < b[k]) }
function {:inline} MapLe<T>(a: [T]int, b: [T]int): [T]bool { (lambda k: T :: a[k] <= b[k]) }

// section id
function {:inline} Id<T>(x: T): T { x }

// section default
function Default<T>(): T;

// section option
datatype Option<T> { None(), Some(t: T) }

// section vec
datatype Vec<T> { Vec(contents: [int]T, len: int) }
const Identity: [int]int;
axiom (forall n: int :: Identity[n] == n);
function {:inline} AtLeast(x: int): [int]bool { (lambda n: int :: x <= n) }
function {:inline} Range(from: int, n: int): [int]bool { (lambda m: int :: from <= m && m < from + n) }
// A vector's contents are Default() outside [0, len), and its length is not negative.
axiom (forall<T> v: Vec T, n: int :: {v->contents[n]}
         n < 0 || v->len <= n ==> v->contents[n] == Default());
axiom (forall<T> v: Vec T :: {v->len} 0 <= v->len);
function {:inline} Vec_Empty<T>(): Vec T { Vec(MapConst(Default()), 0) }
function {:inline} Vec_Append<T>(v: Vec T, x: T): Vec T { Vec(v->contents[v->len := x], v->len + 1) }
function {:inline} Vec_Update<T>(v: Vec T, i: int, x: T): Vec T
{ if 0 <= i && i < v->len then Vec(v->contents[i := x], v->len) else v }
function {:inline} Vec_Nth<T>(v: Vec T, i: int): T { v->contents[i] }
function {:inline} Vec_Len<T>(v: Vec T): int { v->len }
function {:inline} Vec_Concat<T>(v1: Vec T, v2: Vec T): Vec T
{
  Vec((lambda n: int ::
         if 0 <= n && n < v1->len then v1->contents[n]
         else if v1->len <= n && n < v1->len + v2->len then v2->contents[n - v1->len]
         else Default()),
      v1->len + v2->len)
}
function {:inline} Vec_Slice<T>(v: Vec T, i: int, j: int): Vec T
{
  if 0 <= i && i < j && j <= v->len
  then Vec((lambda n: int :: if 0 <= n && n < j - i then v->contents[n + i] else Default()), j - i)
  else Vec(MapConst(Default()), 0)
}
function {:inline} Vec_Swap<T>(v: Vec T, i: int, j: int): Vec T
{
  if 0 <= i && i < v->len && 0 <= j && j < v->len
  then Vec(v->contents[i := v->contents[j]][j := v->contents[i]], v->len)
  else v
}
function {:inline} Vec_Remove<T>(v: Vec T): Vec T
{ if 0 < v->len then Vec(v->contents[v->len - 1 := Default()], v->len - 1) else v }
function {:inline} Vec_Contains<T>(v: Vec T, i: int): bool { 0 <= i && i < v->len }
// Extensionality, for a program to call: equal lengths and elements make equal vectors.
procedure Vec_Ext<T>(A: Vec T, B: Vec T) returns (i: int);
  ensures A == B || Vec_Len(A) != Vec_Len(B) || Vec_Nth(A, i) != Vec_Nth(B, i);

// section seq
type {:builtin "Seq"} Seq _;
function {:builtin "seq.empty"} Seq_Empty<T>(): Seq T;
function {:builtin "seq.len"} Seq_Len<T>(s: Seq T): int;
function {:builtin "seq.++"} Seq_Concat<T>(s: Seq T, t: Seq T): Seq T;
function {:builtin "seq.unit"} Seq_Unit<T>(x: T): Seq T;
function {:builtin "seq.nth"} Seq_Nth<T>(s: Seq T, i: int): T;
function {:builtin "seq.extract"} Seq_Extract<T>(s: Seq T, start: int, length: int): Seq T;

// section set
function {:inline} Set_Empty<T>(): [T]bool { MapConst(false) }
function {:inline} Set_Contains<T>(a: [T]bool, x: T): bool { a[x] }
function {:inline} Set_IsSubset<T>(a: [T]bool, b: [T]bool): bool { MapImp(a, b) == MapConst(true) }
function {:inline} Set_IsDisjoint<T>(a: [T]bool, b: [T]bool): bool
{ MapAnd(a, b) == MapConst(false) }
function {:inline} Set_Add<T>(a: [T]bool, x: T): [T]bool { a[x := true] }
function {:inline} Set_Singleton<T>(x: T): [T]bool { MapConst(false)[x := true] }
function {:inline} Set_Remove<T>(a: [T]bool, x: T): [T]bool { a[x := false] }
function {:inline} Set_Union<T>(a: [T]bool, b: [T]bool): [T]bool { MapOr(a, b) }
function {:inline} Set_Difference<T>(a: [T]bool, b: [T]bool): [T]bool { MapDiff(a, b) }
function {:inline} Set_Intersection<T>(a: [T]bool, b: [T]bool): [T]bool { MapAnd(a, b) }

// section choice
function Choice<T>(a: [T]bool): T;
axiom (forall<T> a: [T]bool :: {Choice(a)} a == MapConst(false) || a[Choice(a)]);

// section map
datatype Map<T, U> { Map(dom: [T]bool, val: [T]U) }
function {:inline} Map_Empty<T, U>(): Map T U { Map(MapConst(false), MapConst(Default())) }
function {:inline} Map_Singleton<T, U>(t: T, u: U): Map T U
{ Map(MapConst(false)[t := true], MapConst(Default())[t := u]) }
function {:inline} Map_Contains<T, U>(a: Map T U, t: T): bool { a->dom[t] }
function {:inline} Map_IsDisjoint<T, U>(a: Map T U, b: Map T U): bool
{ MapAnd(a->dom, b->dom) == MapConst(false) }
function {:inline} Map_At<T, U>(a: Map T U, t: T): U { a->val[t] }
function {:inline} Map_Remove<T, U>(a: Map T U, t: T): Map T U
{ Map(a->dom[t := false], a->val[t := Default()]) }
function {:inline} Map_Update<T, U>(a: Map T U, t: T, u: U): Map T U
{ Map(a->dom[t := true], a->val[t := u]) }
function {:inline} Map_Swap<T, U>(a: Map T U, t1: T, t2: T): Map T U
{ Map(a->dom[t1 := true][t2 := true], a->val[t1 := a->val[t2]][t2 := a->val[t1]]) }
function {:inline} Map_Extract<T, U>(a: Map T U, t: [T]bool): Map T U
{ Map(t, MapIte(t, a->val, MapConst(Default()))) }
function {:inline} Map_Exclude<T, U>(a: Map T U, t: [T]bool): Map T U
{ Map(MapDiff(a->dom, t), MapIte(t, MapConst(Default()), a->val)) }
function {:inline} Map_Union<T, U>(a: Map T U, b: Map T U): Map T U
{ Map(MapOr(a->dom, b->dom), MapIte(a->dom, a->val, b->val)) }
function {:inline} Map_WellFormed<T, U>(a: Map T U): bool
{ a->val == MapIte(a->dom, a->val, MapConst(Default())) }
function {:inline} Map_Collector<T, U>(a: Map T U): [T]bool { a->dom }
function {:inline} Map_Collector_Empty<T, U, P>(a: Map T U): [P]bool { MapConst(false) }

// section one
datatype One<T> { One(val: T) }
function {:inline} One_Collector<T>(a: One T): [One T]bool { MapConst(false)[a := true] }

// section cell
datatype Cell<T, U> { Cell(key: One T, val: U) }

// section unit
datatype Unit { Unit() }
type UnitMap K = Map K Unit;

// section linear
pure procedure Move<T>({:linear_in} u: T, {:linear_out} v: T);
pure procedure {:inline 1} Map_MakeEmpty<K, V>() returns ({:linear} m: Map K V)
{
  m := Map(MapConst(false), MapConst(Default()));
}
pure procedure One_Get<K>({:linear} path: UnitMap K, {:linear_out} l: K);
pure procedure One_Put<K>({:linear} path: UnitMap K, {:linear_in} l: K);
pure procedure Map_Get<K, V>({:linear} path: Map K V, {:linear_out} k: K) returns ({:linear} v: V);
pure procedure Map_Put<K, V>({:linear} path: Map K V, {:linear_in} k: K, {:linear_in} v: V);
pure procedure Map_Split<K, V>({:linear} path: Map K V, k: [K]bool) returns ({:linear} l: Map K V);
pure procedure Map_Join<K, V>({:linear} path: Map K V, {:linear_in} l: Map K V);
pure procedure Path_Load<V>(path: V) returns (v: V);
pure procedure Path_Store<V>(path: V, v: V);

// section loc
type Loc;
datatype Tag<V> { Tag(loc: Loc, val: V) }
pure procedure {:inline 1} Loc_New() returns ({:linear} {:pool "Loc_New"} l: One Loc)
{
  assume {:add_to_pool "Loc_New", l} true;
}
pure procedure {:inline 1} Tag_New() returns ({:linear} {:pool "Loc_New"} l: One Loc,
                                              {:linear} tag: One (Tag Unit))
{
  assume {:add_to_pool "Loc_New", l} true;
  tag := One(Tag(l->val, Unit()));
}
pure procedure {:inline 1} Tags_New<V>(vals: [V]bool)
  returns ({:linear} {:pool "Loc_New"} l: One Loc, {:linear} tags: UnitMap (One (Tag V)))
{
  assume {:add_to_pool "Loc_New", l} true;
  tags := Map((lambda x: One (Tag V) :: x->val->loc == l->val && vals[x->val->val]),
              MapConst(Unit()));
}

// section helpers
pure procedure Copy<T>(v: T) returns (v': T);
  ensures v' == v;
pure procedure Assume(b: bool);
  ensures b;

// section set_size
function Set_Size<T>(a: [T]bool): int;
axiom (forall<T> a: [T]bool :: {Set_Size(a)} 0 <= Set_Size(a));
axiom (forall<T> a: [T]bool :: {Set_Size(a)} Set_Size(a) == 0 <==> a == MapConst(false));
axiom (forall<T> a: [T]bool, x: T :: {Set_Size(a[x := true])}
         Set_Size(a[x := true]) == (if a[x] then Set_Size(a) else Set_Size(a) + 1));
axiom (forall<T> a: [T]bool, x: T :: {Set_Size(a[x := false])}
         Set_Size(a[x := false]) == (if a[x] then Set_Size(a) - 1 else Set_Size(a)));
axiom (forall<T> a: [T]bool, b: [T]bool :: {Set_Size(MapDiff(a, b))} {Set_Size(MapAnd(a, b))}
         Set_Size(a) == Set_Size(MapDiff(a, b)) + Set_Size(MapAnd(a, b)));
axiom (forall<T> a: [T]bool, b: [T]bool :: {Set_Size(MapOr(a, b))} {Set_Size(MapAnd(a, b))}
         Set_Size(MapOr(a, b)) + Set_Size(MapAnd(a, b)) == Set_Size(a) + Set_Size(b));
pure procedure Lemma_SetSize_Add<T>(a: [T]bool, x: T) returns (b: [T]bool);
  requires !a[x];
  ensures b == a[x := true];
  ensures Set_Size(b) == Set_Size(a) + 1;
pure procedure Lemma_SetSize_Remove<T>(a: [T]bool, x: T) returns (b: [T]bool);
  requires a[x];
  ensures b == a[x := false];
  ensures Set_Size(b) + 1 == Set_Size(a);
pure procedure Lemma_SetSize_Subset<T>(a: [T]bool, b: [T]bool);
  requires MapImp(a, b) == MapConst(true);
  ensures a == b || Set_Size(a) < Set_Size(b);
