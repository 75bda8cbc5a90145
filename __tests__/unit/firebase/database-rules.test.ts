/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canRead, canWrite } from './rules-evaluator';

const rules = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase/database.rules.json'), 'utf8')).rules;

const ME = '3f2b8c1e-0d6a-4a57-9a7e-2c1d5b7e9f10';
const OTHER = 'a1b2c3d4-0000-4000-8000-000000000002';
const me = { uid: ME };
const FAVORITE_KEY = '6c0f1a5e-9d2b-4e3f-8a7b-1c2d3e4f5a6b';
const favorite = { key: FAVORITE_KEY, restaurantId: 12, createdAt: '2026-03-02T12:00:00.000Z' };
const settings = { language: 'fr', money: 'XOF', notifications: { application: true, newsletter: false, specialOffers: true } };

describe('firebase/database.rules.json (SPEC §3 per-user realtime data under users/{uid}; §7 realtime database from a client)', () => {
  it('lets a diner read their own users/{uid} and every sub-node of it', () => {
    expect(canRead(rules, me, `users/${ME}`)).toBe(true);
    expect(canRead(rules, me, `users/${ME}/events`)).toBe(true);
    expect(canRead(rules, me, `users/${ME}/favorite/${FAVORITE_KEY}`)).toBe(true);
  });

  it('lets nobody read another diner’s node, the users list or the root, nor anyone signed out', () => {
    expect(canRead(rules, me, `users/${OTHER}`)).toBe(false);
    expect(canRead(rules, me, `users/${OTHER}/info`)).toBe(false);
    expect(canRead(rules, me, 'users')).toBe(false);
    expect(canRead(rules, me, '')).toBe(false);
    expect(canRead(rules, null, `users/${ME}`)).toBe(false);
    expect(canRead(rules, me, 'anything/else')).toBe(false);
  });

  it('lets a diner write a well-formed node of their own, never another diner’s', () => {
    expect(canWrite(rules, me, `users/${ME}/favorite/${FAVORITE_KEY}`, favorite)).toBe(true);
    expect(canWrite(rules, me, `users/${ME}/settings`, settings)).toBe(true);
    expect(canWrite(rules, me, `users/${OTHER}/favorite/${FAVORITE_KEY}`, favorite)).toBe(false);
    expect(canWrite(rules, null, `users/${ME}/settings`, settings)).toBe(false);
    expect(canWrite(rules, me, 'users', { [ME]: { settings } })).toBe(false);
  });

  it('accepts the nodes exactly as the server mirrors them (info, settings, address, favorite, events)', () => {
    const address = { key: 'b7e1c2d3-1111-4222-8333-444455556666', label: 'Maison', line1: '12 rue des Jardins', cityId: 1, cityName: 'Abidjan', isDefault: true, createdAt: '2026-03-02T12:00:00.000Z', latitude: 5.35 };
    const whole = {
      info: { name: 'Awa Koné', avatar: 'https://tablee.test/api/avatars/a.webp', phone: '+2250712345678' },
      settings,
      address: { [address.key]: address },
      favorite: { [FAVORITE_KEY]: favorite },
      events: { '-OKx0a1b2c3d4e5f6g7h': { type: 'favorite', id: FAVORITE_KEY, at: 1_772_452_800_000 } },
    };
    expect(canWrite(rules, me, `users/${ME}`, whole)).toBe(true);
  });

  it('refuses malformed nodes: unknown fields, wrong types, a list item whose key is not its own, a password', () => {
    expect(canWrite(rules, me, `users/${ME}/info`, { name: 'Awa', passwordHash: 'x' })).toBe(false);
    expect(canWrite(rules, me, `users/${ME}/settings`, { ...settings, notifications: { ...settings.notifications, application: 'yes' } })).toBe(false);
    expect(canWrite(rules, me, `users/${ME}/favorite/${FAVORITE_KEY}`, { ...favorite, key: 'someone-else' })).toBe(false);
    expect(canWrite(rules, me, `users/${ME}/favorite/${FAVORITE_KEY}`, { key: FAVORITE_KEY, restaurantId: '12', createdAt: favorite.createdAt })).toBe(false);
    expect(canWrite(rules, me, `users/${ME}/events/-OKx0a1b2c3d4e5f6g7h`, { type: 'favorite', id: 'x' })).toBe(false);
    expect(canWrite(rules, me, `users/${ME}/secrets`, { a: 1 })).toBe(false);
  });
});
