import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ROUTES } from '@/lib/routes';

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { font-family: ${({ theme }) => theme.font.display}; font-size: ${({ theme }) => theme.fontSize.xl}; }
`;

const Tip = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  p { color: ${({ theme }) => theme.color.inkMuted}; }
  a { justify-self: start; color: ${({ theme }) => theme.color.brand}; font-weight: ${({ theme }) => theme.fontWeight.bold}; }
`;

const Note = styled.p`
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** What to try before writing: the FAQ, or the help centre for a booking. */
export function ContactAside() {
  const { t } = useTranslation('help');
  return (
    <Aside aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title">{t('contact.asideTitle')}</h2>
      <Tip>
        <p>{t('contact.asideFaq')}</p>
        <Link href={ROUTES.faq}>{t('contact.asideFaqLink')}</Link>
      </Tip>
      <Tip>
        <p>{t('contact.asideBooking')}</p>
        <Link href={ROUTES.helpCenter}>{t('contact.asideBookingLink')}</Link>
      </Tip>
      <Note>{t('contact.asideDelay')}</Note>
    </Aside>
  );
}
