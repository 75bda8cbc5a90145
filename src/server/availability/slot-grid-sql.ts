/** A PostgreSQL array literal of plain values (dates, timestamps: no quoting needed). */
export const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;
