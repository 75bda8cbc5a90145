import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TPayRequest, TPayStart, TSavedCard } from '@/contracts/payment-contract';
import { toE164 } from '@/contracts/phone-contract';
import { useMe } from '@/lib/session/get-me';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { usePayOrder } from '../api/pay-order';
import { choiceKey, listPaymentChoices, ON_SITE_CHOICE } from '../model/payment-choices';
import { MethodChoice } from './method-choice';
import { SavedCardChoice } from './saved-card-choice';
import { WalletPhoneField } from './wallet-phone-field';
import { Actions, Stack } from './payment-styles';

const FALLBACK_COUNTRY_CODE = 'CI';

interface PaymentStartFormProps {
  orderId: string;
  /** `savedCard`: the saved card the diner tapped, which the next step confirms at once. */
  onStarted: (start: TPayStart, savedCard: TSavedCard | null) => void;
}

/** Chooses how to pay (on site by default) and starts the payment: one request, however many presses. */
export function PaymentStartForm({ orderId, onStarted }: PaymentStartFormProps) {
  const { t, i18n } = useTranslation('payments');
  const staticData = useStaticData(i18n.language).data;
  const me = useMe().data;
  const payOrder = usePayOrder();
  const apiError = useApiErrorText('payments');
  const isSending = useRef(false);
  const [selected, setSelected] = useState(choiceKey(ON_SITE_CHOICE));
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const choices = listPaymentChoices({ stripePublicKey: staticData?.stripePublicKey ?? '', mobileMoneyMethods: staticData?.mobileMoneyMethods });
  const choice = choices.find((candidate) => choiceKey(candidate) === selected) ?? ON_SITE_CHOICE;
  // A local number is read in the diner's country; without one, in Côte d'Ivoire as the phone form does.
  const country = staticData?.countries.find((candidate) => candidate.id === me?.countryId)?.code ?? FALLBACK_COUNTRY_CODE;
  const walletNumber = phone ?? me?.phone ?? '';

  const send = async (body: TPayRequest, savedCard: TSavedCard | null = null) => {
    // A second press before React re-renders the disabled button must not send a second request.
    if (isSending.current) return;
    isSending.current = true;
    try {
      onStarted(await payOrder.mutateAsync(body), savedCard);
    } catch {
      // The error is shown from the mutation's state; the diner may try again.
    } finally {
      isSending.current = false;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    const isWallet = choice.provider === 'mobile_money';
    if (isWallet && !toE164(walletNumber, country)) {
      setPhoneError(walletNumber.trim() ? t('phone.invalid') : t('phone.required'));
      return;
    }
    setPhoneError(null);
    const keepsCard = choice.provider === 'stripe' && saveCard;
    await send({ orderId, provider: choice.provider, method: choice.method, ...(isWallet && { phone: { number: walletNumber, country } }), ...(keepsCard && { saveCard: true }) });
  };

  // A saved card pays in one tap: no amount, only which of the diner's cards (the server checks it is theirs).
  const payWith = (card: TSavedCard) => void send({ orderId, provider: 'stripe', method: 'card', savedCardId: card.id }, card);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <FormError message={payOrder.error ? apiError(payOrder.error) : null} />
        <MethodChoice choices={choices} value={selected} onChange={setSelected} disabled={payOrder.isPending} />
        {choice.provider === 'mobile_money' && <WalletPhoneField value={walletNumber} onChange={setPhone} error={phoneError} country={country} />}
        {choice.provider === 'stripe' && <SavedCardChoice saveCard={saveCard} onSaveCardChange={setSaveCard} onPayWith={payWith} disabled={payOrder.isPending} />}
        <Actions>
          <Button type="submit" size="lg" isLoading={payOrder.isPending} data-testid="payment-submit">
            {t(`submit.${choice.provider}`)}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
