/** @jest-environment node */
import { canMove, dinerCanCancel, nextStatuses } from '@/server/orders/order-transitions';

describe('order steps staff may take', () => {
  it('takes a take-away from placed to completed without going out for delivery', () => {
    expect(nextStatuses('TAKE_AWAY', 'placed')).toEqual(['accepted', 'cancelled']);
    expect(nextStatuses('TAKE_AWAY', 'ready')).toEqual(['completed', 'cancelled']);
    expect(canMove('TAKE_AWAY', 'ready', 'out_for_delivery')).toBe(false);
  });

  it('sends a delivery out once ready, then completes it', () => {
    expect(nextStatuses('DELIVERY', 'ready')).toEqual(['out_for_delivery', 'cancelled']);
    expect(nextStatuses('DELIVERY', 'out_for_delivery')).toEqual(['completed', 'cancelled']);
  });

  it('never skips a step nor moves a draft or a finished order', () => {
    expect(canMove('DELIVERY', 'placed', 'preparing')).toBe(false);
    expect(nextStatuses('TAKE_AWAY', 'draft')).toEqual([]);
    expect(nextStatuses('DELIVERY', 'completed')).toEqual([]);
    expect(nextStatuses('DELIVERY', 'cancelled')).toEqual([]);
  });

  it('lets the diner cancel only until the restaurant accepts', () => {
    expect(dinerCanCancel('placed')).toBe(true);
    expect(dinerCanCancel('accepted')).toBe(false);
    expect(dinerCanCancel('draft')).toBe(false);
  });
});
