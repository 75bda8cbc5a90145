/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readServerEnv } from '@/config/env.server';
import { AppError } from '@/lib/errors/app-error';
import { selectSmsAdapter } from '@/server/adapters/sms/select-sms-adapter';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../../../api/support/fake-twilio';

const MESSAGE = { to: '+2250712345678', text: 'Tablée : votre code de vérification est 123456.' };

const twilioEnv = (baseUrl: string, overrides: Record<string, string> = {}) =>
  readServerEnv({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken, TWILIO_FROM: FAKE_TWILIO.from, TWILIO_API_BASE: baseUrl, SMS_TIMEOUT_MS: '300', ...overrides });

const thrown = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);

describe('file SMS adapter (the local default)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablee-sms-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is chosen without Twilio keys and writes each message as a JSON file under DATA_DIR/sms', async () => {
    const sms = selectSmsAdapter(readServerEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    expect(sms.kind).toBe('file');
    await sms.send(MESSAGE);
    await sms.send({ ...MESSAGE, text: 'second' });
    const names = await readdir(path.join(dataDir, 'sms'));
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    const stored = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dataDir, 'sms', name), 'utf8'))));
    expect(stored).toEqual(expect.arrayContaining([{ ...MESSAGE, sentAt: expect.any(String) }, { ...MESSAGE, text: 'second', sentAt: expect.any(String) }]));
  });
});

describe('Twilio SMS adapter (against a local fake of its Messages API)', () => {
  let fake: FakeTwilio;
  beforeEach(async () => {
    fake = await startFakeTwilio();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('is chosen when the three Twilio settings are set, and posts To, Body and From with Basic auth', async () => {
    const sms = selectSmsAdapter(twilioEnv(fake.baseUrl));
    expect(sms.kind).toBe('twilio');
    await sms.send(MESSAGE);
    expect(fake.messages).toEqual([{ to: MESSAGE.to, body: MESSAGE.text, from: FAKE_TWILIO.from, messagingServiceSid: undefined }]);
  });

  it('sends through a Messaging Service when TWILIO_FROM is its sid (MG…)', async () => {
    const sid = `MG${'a'.repeat(32)}`;
    await selectSmsAdapter(twilioEnv(fake.baseUrl, { TWILIO_FROM: sid })).send(MESSAGE);
    expect(fake.messages[0]).toMatchObject({ messagingServiceSid: sid, from: undefined });
  });

  it('a number Twilio cannot text is a 400 phone_not_textable, whose message does not quote the number', async () => {
    fake.invalidNumbers.add(MESSAGE.to);
    const error = await thrown(selectSmsAdapter(twilioEnv(fake.baseUrl)).send(MESSAGE));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, code: 'phone_not_textable' });
    expect(JSON.stringify(error?.toBody())).not.toContain(MESSAGE.to);
  });

  it('wrong credentials or a provider error page are a 502 sms_provider_error', async () => {
    expect(await thrown(selectSmsAdapter(twilioEnv(fake.baseUrl, { TWILIO_AUTH_TOKEN: 'wrong' })).send(MESSAGE))).toMatchObject({ statusCode: 502, code: 'sms_provider_error' });
    fake.failAnswers(503);
    expect(await thrown(selectSmsAdapter(twilioEnv(fake.baseUrl)).send(MESSAGE))).toMatchObject({ statusCode: 502, code: 'sms_provider_error' });
  });

  it('no answer within SMS_TIMEOUT_MS is a 504 sms_provider_timeout', async () => {
    fake.delayAnswers(2_000);
    expect(await thrown(selectSmsAdapter(twilioEnv(fake.baseUrl)).send(MESSAGE))).toMatchObject({ statusCode: 504, code: 'sms_provider_timeout' });
  });

  it('an unreachable provider is a 502 sms_provider_error', async () => {
    const url = fake.baseUrl;
    await fake.close();
    expect(await thrown(selectSmsAdapter(twilioEnv(url)).send(MESSAGE))).toMatchObject({ statusCode: 502, code: 'sms_provider_error' });
    fake = await startFakeTwilio();
  });

  it('refuses a Twilio account sid without its token and sender', () => {
    expect(() => readServerEnv({ NODE_ENV: 'test', TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid })).toThrow(/TWILIO_AUTH_TOKEN.*TWILIO_FROM/);
  });
});
