export * from './reference';
export * from './users';
export * from './restaurants';
export * from './catalogue';
export * from './rewards';
export * from './bookings';
export * from './social';
export * from './search';
