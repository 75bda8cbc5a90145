import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FieldErrorText, FieldHint } from '@/components/ui/form/field-styles';

/** Six decimals place a pin within about ten centimetres: more would only be noise. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

type LocateState = { kind: 'idle' } | { kind: 'locating' } | { kind: 'done' } | { kind: 'failed'; reason: 'denied' | 'unavailable' | 'unsupported' };

/** "Me localiser": the device's position fills the pin; a refusal or a missing GPS says so plainly (the fields stay editable). */
export function LocateButton({ onLocated }: { onLocated: (latitude: number, longitude: number) => void }) {
  const { t } = useTranslation('addresses');
  const [state, setState] = useState<LocateState>({ kind: 'idle' });
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ kind: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onLocated(roundCoordinate(position.coords.latitude), roundCoordinate(position.coords.longitude));
        setState({ kind: 'done' });
      },
      (error) => setState({ kind: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div>
      <Button variant="secondary" size="sm" isLoading={state.kind === 'locating'} onClick={locate}>
        {t('form.locate')}
      </Button>
      <div role="status">
        {state.kind === 'done' && <FieldHint>{t('form.located')}</FieldHint>}
        {state.kind === 'failed' && <FieldErrorText>{t(`form.locate_${state.reason}`)}</FieldErrorText>}
      </div>
    </div>
  );
}
