import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Money is an integer in the currency's minor unit plus its ISO 4217 code (XOF/XAF have none). */
export const money = (prefix: string) => ({
  amount: integer(`${prefix}_amount`).notNull(),
  currency: varchar(`${prefix}_currency`, { length: 3 }).notNull(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
