import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/contracts/social-limits';
import { useSendChatMessage } from '../api/send-chat-message';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
  textarea { min-block-size: 64px; }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.xs};
`;

const NEAR_LIMIT = 200;

/** Plain text to the conversation: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ threadId }: { threadId: string }) {
  const { t } = useTranslation('chat');
  const send = useSendChatMessage(threadId);
  const apiError = useApiErrorText('chat');
  const [text, setText] = useState('');
  const remaining = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const canSend = text.trim().length > 0 && remaining >= 0 && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormError message={send.error ? apiError(send.error) : null} />
      <TextAreaField label={t('composer.label')} value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} maxLength={CHAT_MESSAGE_MAX_LENGTH} rows={2} />
      <Footer>
        <span aria-live="polite">{remaining < NEAR_LIMIT ? t('composer.remaining', { count: remaining }) : t('composer.hint')}</span>
        <Button type="submit" size="sm" disabled={!canSend} isLoading={send.isPending}>
          {t('composer.send')}
        </Button>
      </Footer>
    </Form>
  );
}
