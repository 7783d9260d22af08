/**
 * An object that stands for whichever `T` `current()` names at the moment of each use: every property is read from
 * it, and a method is bound to it. For what services hold once but must follow the request they run in (the
 * database a read goes to, the logger a line goes through).
 */
export function forwardingTo<T extends object>(base: T, current: () => T): T {
  return new Proxy(base, {
    get(_target, property) {
      const target = current();
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
