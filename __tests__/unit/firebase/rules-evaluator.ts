/**
 * A minimal evaluator of Firebase Realtime Database security rules: just the expressions
 * firebase/database.rules.json uses — `auth`, `$wildcards`, `newData` with isString(), isNumber(),
 * isBoolean(), val(), child(name), hasChildren([...]); `.length`; literals; === !== < <= > >= && || !.
 * Read and write rules cascade (any level granting allows), `.validate` applies to every written
 * node and does not cascade; a wildcard `$name` matches a child no named rule matches. Anything
 * else in an expression throws, so the rules cannot silently use what this does not model.
 */
export type Auth = { uid: string } | null;
type RuleNode = { [key: string]: RuleNode | string | boolean };
type Scope = Record<string, unknown>;

class Snapshot {
  constructor(private readonly value: unknown) {}
  val = () => this.value ?? null;
  isString = () => typeof this.value === 'string';
  isNumber = () => typeof this.value === 'number';
  isBoolean = () => typeof this.value === 'boolean';
  child = (name: string) => new Snapshot(this.value && typeof this.value === 'object' ? (this.value as Record<string, unknown>)[name] : null);
  hasChildren = (names: string[]) => names.every((name) => this.child(name).val() !== null);
}

const TOKEN = /\s*(===|!==|<=|>=|&&|\|\||[<>!().,[\]]|'[^']*'|\$?[A-Za-z_][A-Za-z0-9_]*|\d+)/y;

function tokenize(expression: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.trimEnd().length) {
    const match = TOKEN.exec(expression);
    if (!match) throw new Error(`unsupported rule syntax at ${TOKEN.lastIndex} in: ${expression}`);
    tokens.push(match[1] as string);
  }
  return tokens;
}

type Compiled = () => unknown;

/** Parsed whole first, then run: `&&` and `||` skip their right side as Firebase does. */
function evaluate(expression: string, scope: Scope): unknown {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (expected !== undefined && token !== expected) throw new Error(`expected ${expected}, got ${token} in: ${expression}`);
    return token as string;
  };
  const list = (close: string): Compiled[] => {
    const items: Compiled[] = [];
    while (peek() !== close) {
      items.push(or());
      if (peek() === ',') take(',');
    }
    take(close);
    return items;
  };
  const primary = (): Compiled => {
    const token = take();
    if (token === '(') {
      const inner = or();
      take(')');
      return inner;
    }
    if (token === '!') {
      const operand = postfix();
      return () => !operand();
    }
    if (token === '[') {
      const items = list(']');
      return () => items.map((item) => item());
    }
    if (token.startsWith("'")) return () => token.slice(1, -1);
    if (/^\d+$/.test(token)) return () => Number(token);
    if (token === 'true' || token === 'false') return () => token === 'true';
    if (token === 'null') return () => null;
    if (!(token in scope)) throw new Error(`unknown name ${token} in: ${expression}`);
    return () => scope[token];
  };
  const member = (object: Compiled, name: string): Compiled => () => {
    const value = object();
    if (value === null || value === undefined) throw new Error(`${name} of null in: ${expression}`);
    if (typeof value === 'string' && name === 'length') return value.length;
    if (value instanceof Snapshot && typeof value[name as keyof Snapshot] === 'function') return value[name as keyof Snapshot];
    if (typeof value === 'object' && name in value) return (value as Record<string, unknown>)[name];
    throw new Error(`unsupported member ${name} in: ${expression}`);
  };
  const postfix = (): Compiled => {
    let compiled = primary();
    while (peek() === '.' || peek() === '(') {
      if (take() === '.') compiled = member(compiled, take());
      else {
        const callee = compiled;
        const args = list(')');
        compiled = () => (callee() as (...values: unknown[]) => unknown)(...args.map((arg) => arg()));
      }
    }
    return compiled;
  };
  const binary = (next: () => Compiled, operators: readonly string[], apply: (op: string, left: Compiled, right: Compiled) => unknown) => (): Compiled => {
    let left = next();
    while (operators.includes(peek() ?? '')) {
      const op = take();
      const [l, r] = [left, next()];
      left = () => apply(op, l, r);
    }
    return left;
  };
  const compare = binary(postfix, ['===', '!==', '<', '<=', '>', '>='], (op, left, right) => {
    const [l, r] = [left() as number, right() as number];
    return { '===': l === r, '!==': l !== r, '<': l < r, '<=': l <= r, '>': l > r, '>=': l >= r }[op];
  });
  const and = binary(compare, ['&&'], (_op, left, right) => Boolean(left()) && Boolean(right()));
  const or: () => Compiled = binary(and, ['||'], (_op, left, right) => Boolean(left()) || Boolean(right()));
  const compiled = or();
  if (at !== tokens.length) throw new Error(`unexpected ${peek()} in: ${expression}`);
  return compiled();
}

const holds = (rule: unknown, scope: Scope) => (typeof rule === 'boolean' ? rule : typeof rule === 'string' ? evaluate(rule, scope) === true : false);

/** The rule node for one child: its named rule, else the wildcard (which binds `$name`). */
function childRule(rules: RuleNode | undefined, key: string, scope: Scope): { rules: RuleNode | undefined; scope: Scope } {
  if (!rules) return { rules: undefined, scope };
  const named = rules[key];
  if (named && typeof named === 'object') return { rules: named, scope };
  const wildcard = Object.keys(rules).find((name) => name.startsWith('$'));
  if (!wildcard) return { rules: undefined, scope };
  return { rules: rules[wildcard] as RuleNode, scope: { ...scope, [wildcard]: key } };
}

/** Whether any level from the root down to `path` grants `kind`. */
function granted(root: RuleNode, path: string, kind: '.read' | '.write', scope: Scope): { granted: boolean; rules: RuleNode | undefined; scope: Scope } {
  let rules: RuleNode | undefined = root;
  let current = scope;
  let allowed = holds(rules[kind], current);
  for (const key of path.split('/').filter(Boolean)) {
    ({ rules, scope: current } = childRule(rules, key, current));
    if (rules && holds(rules[kind], current)) allowed = true;
  }
  return { granted: allowed, rules, scope: current };
}

function validates(rules: RuleNode | undefined, value: unknown, scope: Scope): boolean {
  if (value === null || value === undefined || !rules) return true;
  if ('.validate' in rules && !holds(rules['.validate'], { ...scope, newData: new Snapshot(value) })) return false;
  if (typeof value !== 'object') return true;
  return Object.entries(value as Record<string, unknown>).every(([key, child]) => {
    const next = childRule(rules, key, scope);
    return validates(next.rules, child, next.scope);
  });
}

export function canRead(root: RuleNode, auth: Auth, path: string): boolean {
  return granted(root, path, '.read', { auth }).granted;
}

/** A set of `value` at `path`: granted by a `.write` on the way, and every written node valid. */
export function canWrite(root: RuleNode, auth: Auth, path: string, value: unknown): boolean {
  const { granted: allowed, rules, scope } = granted(root, path, '.write', { auth });
  return allowed && validates(rules, value, scope);
}
