import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { counterPage } from './fake-cinetpay-counter';
import { listenLocally } from './local-http-server';

/**
 * A local stand-in for CinetPay's checkout API v2, written from its public documentation
 * (docs.cinetpay.com: "Initialisation", "Vérification", "Notification", "X-TOKEN HMAC",
 * "Tableau des codes"), so no test reaches the internet:
 * - POST /v2/payment         → 201 CREATED with payment_token and payment_url (608, 609 otherwise);
 * - POST /v2/payment/check   → 662 WAITING_CUSTOMER_PAYMENT until the wallet answers, then 00 SUCCES,
 *                              600 PAYMENT_FAILED or 627 TRANSACTION_CANCEL with data.status;
 * - notifications as CinetPay posts them: form fields plus an x-token, HMAC-SHA256 (hex) of the
 *   fields concatenated in the documented order, keyed by the merchant's secret key;
 * - the hosted counter at payment_url (GET /payment/{token}): a plain page whose "Approve" and
 *   "Refuse" buttons settle the transaction, post the signed notification to notify_url and send
 *   the browser back to return_url, as CinetPay's counter does once the wallet answers.
 * The API tests drive it in-process; the end-to-end server runs it beside the app (scripts/e2e-server.ts).
 */
export const FAKE_CINETPAY_CREDENTIALS = { apiKey: 'fake-api-key', siteId: '445566', secretKey: 'fake-secret-key' };

type WalletOutcome = 'waiting' | 'accepted' | 'refused' | 'cancelled';

export interface FakeTransaction {
  transactionId: string;
  amount: number;
  currency: string;
  description: string;
  metadata: string;
  customerPhone: string;
  lockPhone: boolean;
  channels: string;
  notifyUrl: string;
  returnUrl: string;
  paymentToken: string;
  outcome: WalletOutcome;
  createdAt: Date;
}

export interface FakeCinetPay {
  baseUrl: string;
  /** Every call received, in order (path and parsed body). */
  readonly calls: { path: string; body: Record<string, unknown> }[];
  transaction(transactionId: string): FakeTransaction | undefined;
  /** The diner answers the push/USSD prompt on the wallet. */
  settle(transactionId: string, outcome: WalletOutcome): void;
  /** The body and headers CinetPay would post to notify_url about this transaction now. */
  notification(transactionId: string, options?: { secretKey?: string }): { body: string; headers: Record<string, string> };
  /** From now on, answer no call until this many ms passed (Infinity: never). */
  delayAnswers(ms: number): void;
  /** Answers the next calls with this HTTP status and a non-JSON body (a proxy's error page). */
  failAnswers(status: number | null): void;
  close(): Promise<void>;
}

const CHECK_ANSWERS: Record<WalletOutcome, { code: string; message: string; status: string }> = {
  waiting: { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' },
  accepted: { code: '00', message: 'SUCCES', status: 'ACCEPTED' },
  refused: { code: '600', message: 'PAYMENT_FAILED', status: 'REFUSED' },
  cancelled: { code: '627', message: 'TRANSACTION_CANCEL', status: 'REFUSED' },
};

const ERROR_MESSAGES: Record<WalletOutcome, string> = { waiting: 'WAITING_CUSTOMER_PAYMENT', accepted: 'SUCCES', refused: 'PAYMENT_FAILED', cancelled: 'TRANSACTION_CANCEL' };

/** The documented PHP, `hash_hmac('SHA256', $cpm_site_id . $cpm_trans_id . … . $cpm_error_message, $secretKey)`, written out. */
function signLikeCinetPay(f: Record<string, string>, secretKey: string): string {
  const data =
    f.cpm_site_id + f.cpm_trans_id + f.cpm_trans_date + f.cpm_amount + f.cpm_currency + f.signature + f.payment_method + f.cel_phone_num +
    f.cpm_phone_prefixe + f.cpm_language + f.cpm_version + f.cpm_payment_config + f.cpm_page_action + f.cpm_custom + f.cpm_designation + f.cpm_error_message;
  return createHmac('sha256', secretKey).update(data).digest('hex');
}

export async function startFakeCinetPay({ port = 0 }: { port?: number } = {}): Promise<FakeCinetPay> {
  const transactions = new Map<string, FakeTransaction>();
  const calls: FakeCinetPay['calls'] = [];
  let delayMs = 0;
  let failStatus: number | null = null;
  /** Known once listening; payment_url points back here. */
  let baseUrl = '';

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const handleInit = (body: Record<string, unknown>, res: ServerResponse) => {
    const apiResponseId = `${Date.now() / 1000}`;
    if (body.apikey !== FAKE_CINETPAY_CREDENTIALS.apiKey) return answer(res, 403, { code: '609', message: 'AUTH_NOT_FOUND', description: 'apikey not found', api_response_id: apiResponseId });
    if (String(body.site_id) !== FAKE_CINETPAY_CREDENTIALS.siteId) return answer(res, 403, { code: '613', message: 'ERROR_SITE_ID_NOTVALID', api_response_id: apiResponseId });
    const missing = ['transaction_id', 'amount', 'currency', 'description', 'notify_url', 'return_url', 'channels'].filter((k) => body[k] === undefined || body[k] === '');
    const amount = Number(body.amount);
    const transactionId = String(body.transaction_id ?? '');
    if (missing.length > 0 || !Number.isInteger(amount) || amount < 100 || amount % 5 !== 0 || !['XOF', 'XAF'].includes(String(body.currency)) || transactions.has(transactionId)) {
      return answer(res, 400, { code: '608', message: 'MINIMUM_REQUIRED_FIELDS', description: missing.length ? `missing: ${missing.join(',')}` : 'invalid amount, currency or duplicate transaction_id', api_response_id: apiResponseId });
    }
    const paymentToken = randomUUID().replace(/-/g, '');
    transactions.set(transactionId, {
      transactionId,
      amount,
      currency: String(body.currency),
      description: String(body.description),
      metadata: String(body.metadata ?? ''),
      customerPhone: String(body.customer_phone_number ?? ''),
      lockPhone: body.lock_phone_number === true,
      channels: String(body.channels),
      notifyUrl: String(body.notify_url),
      returnUrl: String(body.return_url),
      paymentToken,
      outcome: 'waiting',
      createdAt: new Date(),
    });
    return answer(res, 200, {
      code: '201',
      message: 'CREATED',
      description: 'Transaction created with success',
      data: { payment_token: paymentToken, payment_url: `${baseUrl}/payment/${paymentToken}` },
      api_response_id: apiResponseId,
    });
  };

  const handleCheck = (body: Record<string, unknown>, res: ServerResponse) => {
    if (body.apikey !== FAKE_CINETPAY_CREDENTIALS.apiKey) return answer(res, 403, { code: '609', message: 'AUTH_NOT_FOUND' });
    const tx = transactions.get(String(body.transaction_id ?? '')) ?? [...transactions.values()].find((t) => t.paymentToken === body.token);
    if (!tx) return answer(res, 400, { code: '627', message: 'TRANSACTION_CANCEL', data: null });
    const { code, message, status } = CHECK_ANSWERS[tx.outcome];
    return answer(res, 200, {
      code,
      message,
      data: {
        amount: String(tx.amount),
        currency: tx.currency,
        status,
        payment_method: 'OM',
        description: tx.description,
        metadata: tx.metadata || null,
        operator_id: tx.outcome === 'accepted' ? 'MP221126.1612.A00001' : null,
        payment_date: tx.outcome === 'accepted' ? '2026-11-26 16:12:00' : ' ',
        fund_availability_date: '2026-11-28 00:00:00',
      },
      api_response_id: `${Date.now() / 1000}`,
    });
  };

function notificationOf(id: string, options: { secretKey?: string } = {}) {
    const tx = transactions.get(id);
    if (!tx) throw new Error(`fake CinetPay: no transaction ${id}`);
    const phone = tx.customerPhone.replace(/^\+225/, '');
    const fields: Record<string, string> = {
      cpm_site_id: FAKE_CINETPAY_CREDENTIALS.siteId,
      cpm_trans_id: tx.transactionId,
      cpm_trans_date: '2026-11-26 16:12:00',
      cpm_amount: String(tx.amount),
      cpm_currency: tx.currency,
      signature: createHmac('sha1', 'fake').update(tx.paymentToken).digest('hex'),
      payment_method: 'OM',
      cel_phone_num: phone,
      cpm_phone_prefixe: '225',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: tx.metadata,
      cpm_designation: tx.description,
      cpm_error_message: ERROR_MESSAGES[tx.outcome],
    };
    const token = signLikeCinetPay(fields, options.secretKey ?? FAKE_CINETPAY_CREDENTIALS.secretKey);
    return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token } };
  }

  const byToken = (token: string) => [...transactions.values()].find((t) => t.paymentToken === token);

  /** The diner's answer on the counter: settle, notify the merchant as CinetPay does, then send the browser back. */
  const handleCounterAnswer = async (tx: FakeTransaction, outcome: string, res: ServerResponse) => {
    tx.outcome = outcome === 'accepted' ? 'accepted' : 'refused';
    const { body, headers } = notificationOf(tx.transactionId);
    const taken = await fetch(tx.notifyUrl, { method: 'POST', body, headers }).then((answer) => answer.status, () => 0);
    // CinetPay would retry later; this fake stops on the counter instead, so a browser test sees a notification the app refused.
    if (taken < 200 || taken >= 300) return void res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`notify_url answered ${taken}`);
    res.writeHead(303, { location: tx.returnUrl }).end();
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : (JSON.parse(raw || '{}') as Record<string, unknown>);
      } catch {
        body = {};
      }
      calls.push({ path: req.url ?? '', body });
      const respond = () => {
        if (failStatus !== null) return void res.writeHead(failStatus, { 'content-type': 'text/html' }).end('<html>upstream error</html>');
        if (req.method === 'POST' && req.url === '/v2/payment') return handleInit(body, res);
        if (req.method === 'POST' && req.url === '/v2/payment/check') return handleCheck(body, res);
        const counter = /^\/payment\/([0-9a-f]+)$/.exec(req.url ?? '');
        const tx = counter ? byToken(counter[1]) : undefined;
        if (tx && req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(counterPage(tx));
        if (tx && req.method === 'POST' && tx.outcome === 'waiting') return void handleCounterAnswer(tx, String(body.outcome), res);
        return answer(res, 404, { code: '404', message: 'NOT_FOUND' });
      };
      if (delayMs === Infinity) return;
      if (delayMs > 0) setTimeout(respond, delayMs).unref();
      else respond();
    });
  });
  const listening = await listenLocally(server, port);
  baseUrl = listening.baseUrl;

  return {
    baseUrl,
    calls,
    transaction: (id) => transactions.get(id),
    settle(id, outcome) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`fake CinetPay: no transaction ${id}`);
      tx.outcome = outcome;
    },
    notification: notificationOf,
    delayAnswers(ms) {
      delayMs = ms;
    },
    failAnswers(status) {
      failStatus = status;
    },
    close: listening.close,
  };
}
