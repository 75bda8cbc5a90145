import { useTranslation } from '@/lib/i18n/use-translation';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { MAX_SPECIAL_LENGTH } from '@/contracts/reservation-limits';
import { useCart } from './use-cart';

/** SPEC §3 special note: kept in the cart, sent with the draft (empty means none). */
export function CartSpecialNote() {
  const { t } = useTranslation('cart');
  const { special, setSpecial } = useCart();
  return (
    <TextAreaField
      label={t('special.label')}
      hint={t('special.hint', { max: MAX_SPECIAL_LENGTH })}
      value={special ?? ''}
      maxLength={MAX_SPECIAL_LENGTH}
      rows={3}
      onChange={(event) => setSpecial(event.target.value === '' ? null : event.target.value)}
    />
  );
}
