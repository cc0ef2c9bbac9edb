"""Classes changed under a symbolic condition, and classes defined inside a lifted
function: attribute reads agree with Python on every path (a method assigned to the class
on some paths is bound where it exists, and the class's own or a base's is read where it
does not), and what stamen cannot merge (an object's class) is refused at the line."""

from __future__ import annotations

import functools

import pytest

import stamen
from stamen import UnsupportedConstruct, lifted

from .agreement import agree


def method_assigned_to_the_class_on_some_paths(v):
    class Shape:
        def sides(self):
            return 0

    if v > 0:
        Shape.sides = lambda self: v * 2  # bound per path (a union of functions, unbound)
    if v > 1:
        Shape.extra = lambda self, k: k + v
    shape = Shape()
    try:
        extra = shape.extra(1)
    except AttributeError as exc:  # Python's message where the class lacks it
        extra = str(exc)
    return shape.sides(), extra


def test_a_method_assigned_to_a_class_under_a_branch_is_bound_where_it_exists():
    agree(lifted(method_assigned_to_the_class_on_some_paths))


def instance_attribute_deleted_on_some_paths(v):
    class Counter:
        start = 5

        def get(self):  # a method of a class made in a lifted function: lifted too
            return self.start + (1 if self.start > 3 else 0)

    c = Counter()
    c.start = v
    if v > 0:
        del c.start  # the class's attribute on these paths
    return c.get(), "start" in vars(c)


def test_a_class_defined_in_a_lifted_function_has_lifted_methods():
    # its methods ran natively, and `self.start` read stamen's <absent> where the
    # instance's attribute was deleted (Python reads the class's)
    agree(lifted(instance_attribute_deleted_on_some_paths))


class _Kind:
    def name(self):
        return "kind"


class _Other:
    def name(self):
        return "other"


def class_assigned_under_a_branch(v):
    k = _Kind()
    if v > 0:
        k.__class__ = _Other
    return k.name()


def test_assigning_class_under_a_symbolic_condition_is_refused_at_the_line():
    # it leaked into the other path: `_Kind` objects answered "other" where v <= 0
    lifted(_Kind)
    lifted(_Other)
    fn = lifted(class_assigned_under_a_branch)
    x = stamen.symbolic("x", int)
    with pytest.raises(UnsupportedConstruct, match=r"test_class_attributes.py:\d+: assigning "
                       r"__class__ under a symbolic condition"):
        stamen.verify(lambda: stamen.assert_(fn(x) == "kind"))


def cached_property_deleted_on_some_paths(v):
    import functools

    class Ledger:
        def __init__(self):
            self.entries = [v]

        @functools.cached_property
        def balance(self):  # lifted with the class: it loops over a list of symbolic length
            return sum(e for e in self.entries if e > 0)

        def post(self, amount):
            self.entries.append(amount)
            del self.balance  # invalidated: recomputed where it is read next

    ledger = Ledger()
    first = ledger.balance
    if v > 0:
        ledger.post(v * 2)
    return first, ledger.balance, "balance" in vars(ledger)


def test_a_cached_property_deleted_under_a_branch_is_computed_again_there():
    # the read found the merged instance entry (absent on some paths) and failed there
    agree(lifted(cached_property_deleted_on_some_paths))


@lifted
class Api:
    def get(self):
        return 1


@lifted
def instance_attribute_shadowing_a_method(a):
    api = Api()
    if a > 0:
        api.get = 5
    try:
        del api.get  # the instance's own only: AttributeError where it has none
        deleted = True
    except AttributeError:
        deleted = False
    return deleted, api.get()


@lifted
class Slotted:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    @functools.cached_property
    def square(self):
        return self.v * self.v


@lifted
def cached_without_a_dict(a):
    try:
        return Slotted(a).square
    except TypeError as e:
        return str(e)


def test_a_cached_property_of_a_class_without_a_dict_is_python_s_type_error():
    # (stamen's cached_property read `instance.__dict__`: an InternalError)
    agree(cached_without_a_dict)


def test_del_of_an_instance_attribute_set_on_some_paths_then_the_method():
    agree(instance_attribute_shadowing_a_method)


@lifted
class Bag:
    pass


@lifted
def attribute_table_after_a_branch(a):
    bag = Bag()
    bag.kept = 1
    if a > 0:
        bag.extra = a
    return "extra" in dir(bag)


@lifted
def attribute_table_without_a_branch(a):
    bag = Bag()
    bag.kept = a
    return sorted(vars(bag)), "kept" in dir(bag), list(bag.__dict__)


def test_dir_of_an_object_with_an_attribute_on_some_paths_is_refused():
    # they listed an attribute set on the other path only ("extra" in dir(bag) was True)
    from .agreement import refused

    a = stamen.symbolic("a", int)
    refused(UnsupportedConstruct, lambda: attribute_table_after_a_branch(a),
            r"test_class_attributes.py:\d+: dir\(\) of a Bag whose attribute `extra` is set")
    agree(attribute_table_without_a_branch)


@lifted
def class_namespace_after_a_branch(a):
    class Tagged:
        pass

    if a > 0:
        Tagged.tag = 1
    return "tag" in Tagged.__dict__


@lifted
def class_vars_after_a_branch(a):
    class Tagged:
        kind = "base"

    if a > 0:
        Tagged.tag = 1
    return vars(Tagged).get("tag", "none")


@lifted
def local_names(a):
    first = 1
    if a > 0:
        second = 2
    else:
        second = 3
    return sorted(vars()), sorted(locals()), "{first}-{second}".format(**locals())


def test_a_class_namespace_with_an_attribute_on_some_paths_is_refused():
    # a class's __dict__ is a mappingproxy, read natively: the attribute set on one path
    # was in it on every path, and `.get` gave stamen's absent marker
    from .agreement import refused

    a = stamen.symbolic("a", int)
    refused(UnsupportedConstruct, lambda: class_namespace_after_a_branch(a),
            r"test_class_attributes.py:\d+: Tagged.__dict__ of a type whose attribute `tag`")
    refused(UnsupportedConstruct, lambda: class_vars_after_a_branch(a),
            r"test_class_attributes.py:\d+: vars\(\) of a type whose attribute `tag`")


def test_locals_of_a_lifted_function_are_the_program_s():
    # (they listed stamen's own `_stamen_*` names)
    agree(local_names)


@lifted
class Interned:
    made: dict = {}

    def __new__(cls, n):
        if n < 0:
            return "negative"  # not an instance: no __init__
        if n in Interned.made:
            return Interned.made[n]  # an existing instance: __init__ runs again
        return super().__new__(cls)

    def __init__(self, n):
        self.n = n
        self.inits = getattr(self, "inits", 0) + 1
        Interned.made[n] = self


@lifted
def new_returning_other_objects(a):
    Interned.made = {}
    first = Interned(1)
    second = Interned(a)
    return (second if isinstance(second, str) else (second.n, second.inits)), first.inits


def test_new_returning_an_existing_object_or_a_non_instance_on_some_paths():
    # Python's own type.__call__ handed the union skipped __init__ on every path (unsat)
    agree(new_returning_other_objects)


@lifted
class Shape:
    def __new__(cls, k):
        if cls is Shape:
            cls = Square if k else Circle  # a class chosen per path
        return super().__new__(cls)


@lifted
class Square(Shape):
    pass


@lifted
class Circle(Shape):
    pass


@lifted
def shape_of(a):
    return type(Shape(a > 0)).__name__


def test_super_of_a_class_chosen_per_path_is_refused_at_the_line():
    # (C's super() rejected the union and stamen's own AssertFailure escaped the query)
    from .agreement import refused

    a = stamen.symbolic("a", int)
    refused(UnsupportedConstruct, lambda: shape_of(a),
            r"test_class_attributes.py:\d+: a call of C code \(with a value chosen per path\)")


@lifted
def read_a_property_that_raises(a):
    class Account:
        def __init__(self, balance):
            self.balance = balance

        @property
        def available(self):
            if self.balance < 0:
                raise ValueError("overdrawn")
            return self.balance

    account = Account(a)
    try:
        first = account.available
    except ValueError as e:
        first = str(e)
    Account.available = property(lambda self: -1)  # replaced: read anew
    return first, account.available


def test_a_property_raising_under_a_branch_is_the_program_s_exception():
    # (refused: the getter raised inside native getattr, code stamen does not lift)
    agree(read_a_property_that_raises, (-1, 0, 1))


@lifted
class Animal:
    def __new__(cls, k):
        if cls is Animal:
            cls = Cat if k else Dog  # a class chosen per path
        return object.__new__(cls)


@lifted
class Cat(Animal):
    pass


@lifted
class Dog(Animal):
    pass


@lifted
def animal_of(a):
    return type(Animal(a > 0)).__name__


def test_object_new_of_a_class_chosen_per_path_makes_each_path_s():
    # (refused: C's object.__new__ read the union of classes natively)
    agree(animal_of)
