import { useTranslation } from '@/lib/i18n/use-translation';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { TextField } from '@/components/ui/form/text-field';
import { getClientEnv } from '@/config/env.client';
import type { LatLng } from '../model/web-mercator';
import { LocateButton } from './locate-button';
import { PinMap } from './pin-map';
import { TwoColumns } from '@/components/ui/form/two-columns';
import { theme } from '@/styles/theme';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  min-inline-size: 0;
  legend { font-weight: ${theme.fontWeight.medium}; padding: 0; margin-block-end: ${theme.space.xxs}; }
  p { margin: 0; }
`;

interface AddressPinFieldsProps {
  latitude: UseFormRegisterReturn;
  longitude: UseFormRegisterReturn;
  errors: { latitude?: FieldError; longitude?: FieldError };
  onLocated: (latitude: number, longitude: number) => void;
  /** Where the map opens: the pin, else the chosen city; no map without either. */
  mapCenter: LatLng | null;
}

/**
 * The map pin as two plain fields (they work offline) and the device's position on request; with a
 * tile server configured (NEXT_PUBLIC_MAP_TILES_URL), a map to drop it on as well.
 */
export function AddressPinFields({ latitude, longitude, errors, onLocated, mapCenter }: AddressPinFieldsProps) {
  const { t } = useTranslation('addresses');
  const { NEXT_PUBLIC_MAP_TILES_URL: tilesUrl, NEXT_PUBLIC_MAP_ATTRIBUTION: attribution } = getClientEnv();
  const invalid = (error: FieldError | undefined) => (error ? t('form.coordinateInvalid') : undefined);
  return (
    <Group>
      <legend>{t('form.pin')}</legend>
      <p>{t('form.pinHint')}</p>
      <LocateButton onLocated={onLocated} />
      {tilesUrl && mapCenter && <PinMap center={mapCenter} tilesUrl={tilesUrl} attribution={attribution ?? t('map.credit')} onPick={onLocated} />}
      <TwoColumns>
        <TextField label={t('form.latitude')} inputMode="decimal" autoComplete="off" error={invalid(errors.latitude)} {...latitude} />
        <TextField label={t('form.longitude')} inputMode="decimal" autoComplete="off" error={invalid(errors.longitude)} {...longitude} />
      </TwoColumns>
    </Group>
  );
}
