/**
 * A statement built and compiled once, then run with each call's values.
 *
 * Kysely builds a query as a tree of frozen nodes and compiles the tree to SQL on every call. For
 * the statements a back-office page runs on every visit (a customer's timeline is a union of
 * nine reads, 4.6 KB of SQL) that cost 0.1–0.3 ms each, and a page's dozen of them some 14 % of its
 * CPU. The SQL depends on the statement's shape, not on its values: a template builds it once per
 * database and shape with stand-ins where the values go, and each call puts its own values in the
 * stand-ins' places among the compiled parameters.
 *
 * What `build` may do with `values`: hand them to Kysely as values (in a comparison, a list, a
 * limit, a sql`` template). It must not compute with them or look at them: a stand-in throws when
 * turned into a string, a number or JSON. What is part of the shape, and so passed as it is:
 * null, undefined, booleans and numbers (Kysely writes a number given to `limit` into the SQL),
 * a list's length (its items are stand-ins), and the values named in `options.shape` (a form
 * whose table the statement reads, say; a named list is passed whole). Anything else `build`
 * reads (the clock, a module's state) would be frozen into the template: so outside production
 * every call also builds the statement the ordinary way and throws when the SQL or a value
 * differs, which the tests of every page using a template exercise.
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";

type Scalar = string | bigint | Date;
/** A value a template is run with. */
export type TemplateValue = Scalar | number | boolean | null | undefined | readonly (Scalar | number)[];
export type TemplateValues = Record<string, TemplateValue>;

/** At most this many shapes are kept per template and database; others are compiled at each call. */
const SHAPES_KEPT = 32;

/** Stands for one of the values (or one item of a list) while the statement is built. */
class StandIn {
  readonly name: string;
  readonly index: number | undefined;
  constructor(name: string, index: number | undefined) {
    this.name = name;
    this.index = index;
  }
  [Symbol.toPrimitive](): never {
    throw this.misuse();
  }
  toJSON(): never {
    throw this.misuse();
  }
  private misuse(): Error {
    return new Error(`A statement template's build used the value "${this.name}" instead of passing it to the query`);
  }
}

const isShape = (value: TemplateValue): value is boolean | number | null | undefined => value === null || value === undefined || typeof value === "boolean" || typeof value === "number";

/** The shape of these values: the named ones, the null, undefined, boolean and number ones, and how long each list is. */
function shapeOf(values: TemplateValues, named: ReadonlySet<string>): string {
  let shape = "";
  for (const name in values) {
    const value = values[name] as TemplateValue;
    shape += `${name}:${named.has(name) ? JSON.stringify(value) : Array.isArray(value) ? `[${value.length}]` : isShape(value) ? String(value) : "v"};`;
  }
  return shape;
}

/** The values with each one that is not part of the shape replaced by its stand-in. */
function standInsFor<Values extends TemplateValues>(values: Values, named: ReadonlySet<string>): Values {
  const standIns: TemplateValues = {};
  for (const name in values) {
    const value = values[name] as TemplateValue;
    standIns[name] =
      named.has(name) || isShape(value)
        ? value
        : Array.isArray(value)
          ? value.map((_, index) => new StandIn(name, index) as unknown as Scalar)
          : (new StandIn(name, undefined) as unknown as Scalar);
  }
  return standIns as Values;
}

/** A compiled statement of one shape, and how to fill its parameters with a call's values. */
interface Compiled<Row> {
  query: CompiledQuery<Row>;
  fill(values: TemplateValues): unknown[];
}

function compiledWithStandIns<Row>(query: CompiledQuery<Row>): Compiled<Row> {
  const slots = query.parameters.map((parameter) => (parameter instanceof StandIn ? parameter : { constant: parameter }));
  const fill = (values: TemplateValues) =>
    slots.map((slot) => {
      if (!(slot instanceof StandIn)) return slot.constant;
      const value = values[slot.name];
      return slot.index === undefined ? value : (value as readonly Scalar[])[slot.index];
    });
  return { query, fill };
}

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

/** Throws when the template's statement is not the one `build` makes with the values themselves. */
function checkAgainstOrdinaryBuild(made: CompiledQuery<unknown>, ordinary: CompiledQuery<unknown>): void {
  const sameParameters = made.parameters.length === ordinary.parameters.length && made.parameters.every((value, i) => sameValue(value, ordinary.parameters[i]));
  if (made.sql !== ordinary.sql || !sameParameters) {
    throw new Error(`A statement template differs from its ordinary build: its build reads something besides the values' shape.\ntemplate: ${made.sql}\nordinary: ${ordinary.sql}`);
  }
}

const checked = process.env.NODE_ENV !== "production";

export interface StatementTemplate<DB, Values extends TemplateValues, Row> {
  /** The statement with these values, ready for `db.executeQuery`. */
  compile(db: Kysely<DB>, values: Values): CompiledQuery<Row>;
  /** The whole result (a write's affected rows). */
  execute(db: Kysely<DB>, values: Values): Promise<QueryResult<Row>>;
  rows(db: Kysely<DB>, values: Values): Promise<Row[]>;
  first(db: Kysely<DB>, values: Values): Promise<Row | undefined>;
}

/**
 * The template of the statement `build` makes. Its compiled shapes are kept per database (the SQL
 * differs between engines). `options.shape`: values `build` may look at (a form choosing a table);
 * each of their values is a shape of its own.
 */
export function statementTemplate<DB, Values extends TemplateValues, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
  options: { shape?: readonly (keyof Values & string)[] } = {},
): StatementTemplate<DB, Values, Row> {
  const shapesByDatabase = new WeakMap<Kysely<DB>, Map<string, Compiled<Row>>>();
  const named = new Set<string>(options.shape ?? []);
  const compile = (db: Kysely<DB>, values: Values): CompiledQuery<Row> => {
    // A transaction is a database object of its own, made for one unit of work: nothing to keep.
    if (db.isTransaction) return build(db, values).compile();
    let shapes = shapesByDatabase.get(db);
    if (!shapes) shapesByDatabase.set(db, (shapes = new Map()));
    const shape = shapeOf(values, named);
    let compiled = shapes.get(shape);
    if (!compiled) {
      compiled = compiledWithStandIns(build(db, standInsFor(values, named)).compile());
      if (shapes.size < SHAPES_KEPT) shapes.set(shape, compiled);
    }
    const made: CompiledQuery<Row> = { ...compiled.query, parameters: compiled.fill(values) };
    if (checked) checkAgainstOrdinaryBuild(made, build(db, values).compile());
    return made;
  };
  const execute = (db: Kysely<DB>, values: Values) => db.executeQuery(compile(db, values));
  return {
    compile,
    execute,
    rows: async (db, values) => (await execute(db, values)).rows,
    first: async (db, values) => (await execute(db, values)).rows[0],
  };
}
