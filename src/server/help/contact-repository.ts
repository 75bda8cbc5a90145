import type { Queryable } from '@/server/db/client';
import { contacts } from '@/server/db/schema';

export interface NewContact {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: Date;
}

export async function insertContact(db: Queryable, values: NewContact): Promise<string> {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return row.id;
}
