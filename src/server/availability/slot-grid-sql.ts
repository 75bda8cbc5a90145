/** A PostgreSQL array literal of plain values (dates, timestamps: no quoting needed). */
export const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/** A PostgreSQL int[] literal (integers only, so nothing to quote). */
export const intArrayLiteral = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;
