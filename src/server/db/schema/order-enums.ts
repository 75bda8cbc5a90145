import { pgEnum } from 'drizzle-orm/pg-core';

export const orderType = pgEnum('order_type', ['BOOKING', 'TAKE_AWAY', 'DELIVERY']);
export const orderStatus = pgEnum('order_status', ['draft', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled']);
