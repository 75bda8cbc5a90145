export interface SmsMessage {
  /** E.164 ("+2250712345678"). */
  to: string;
  text: string;
}

/** Sends text messages. The default writes each one to a file; Twilio is used when its keys are set. */
export interface SmsAdapter {
  readonly kind: 'file' | 'twilio';
  send(message: SmsMessage): Promise<void>;
}
