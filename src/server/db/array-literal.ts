/** PostgreSQL's text form of an integer array (`{1,2,3}`), to pass as one parameter cast with `::int[]`. */
export const intArrayLiteral = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** PostgreSQL's text form of a text array, each value quoted (`{"a","b"}`), to pass as one parameter cast with `::text[]` or `::uuid[]`. */
export const textArrayLiteral = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
