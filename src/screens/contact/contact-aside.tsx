import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ROUTES } from '@/lib/routes';
import { theme } from '@/styles/theme';

const Aside = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  h2 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.xl}; }
`;

const Tip = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  p { color: ${theme.color.inkMuted}; }
  a { justify-self: start; color: ${theme.color.brand}; font-weight: ${theme.fontWeight.bold}; }
`;

const Note = styled.p`
  padding-block-start: ${theme.space.sm};
  border-block-start: 1px solid ${theme.color.border};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
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
