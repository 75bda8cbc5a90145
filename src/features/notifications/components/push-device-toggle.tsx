import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { CheckboxRow } from '@/components/ui/form/checkbox-row';
import { FormError } from '@/components/ui/form/form-error';
import { findDeviceSubscription, isPushSupported, subscribeDevice, unsubscribeDevice } from '../push/device-push';
import { theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  max-inline-size: 44rem;
  margin-block-end: ${theme.space.lg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

type DeviceState = 'checking' | 'on' | 'off' | 'unsupported';

/**
 * "Get notifications on this device": booking reminders and order steps as Web Push. The browser's
 * permission is asked only when the diner ticks the box, never on load; unticking unsubscribes.
 */
export function PushDeviceToggle() {
  const { t } = useTranslation('notifications');
  const hintId = useId();
  const [state, setState] = useState<DeviceState>('checking');
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);

  useEffect(() => {
    if (!isPushSupported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') setProblem('denied');
    let isCurrent = true;
    findDeviceSubscription()
      .then((subscription) => isCurrent && setState(subscription ? 'on' : 'off'))
      .catch(() => isCurrent && setState('off'));
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === 'unsupported') return null;

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (!wanted) {
        await unsubscribeDevice();
        setState('off');
      } else if ((await subscribeDevice()) === 'subscribed') {
        setState('on');
      } else {
        setProblem('denied');
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <CheckboxRow>
        <input type="checkbox" checked={state === 'on'} disabled={state === 'checking' || isBusy} aria-describedby={hintId} onChange={(event) => void toggle(event.target.checked)} />
        <span>{t('device.label')}</span>
      </CheckboxRow>
      <Hint id={hintId}>{t('device.hint')}</Hint>
      <FormError message={problem ? t(`device.${problem}`) : null} />
    </Box>
  );
}
