import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { requiresAttribution, type PhotoCredit } from '@/content/photo-credits';
import { theme } from '@/styles/theme';

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${theme.space.sm};
  align-items: start;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.sm};
  box-shadow: ${theme.shadow.card};
  font-size: ${theme.fontSize.sm};
`;

const Thumb = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
`;

const Caption = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export function PhotoCreditCard({ credit }: { credit: PhotoCredit }) {
  const { t } = useTranslation('credits');
  return (
    <Item>
      <Thumb src={credit.thumbnailFile} alt={credit.title} loading="lazy" width={96} height={96} />
      <Caption>
        <strong>{credit.title}</strong>
        <span>{t('by', { author: credit.author })}</span>
        <span>
          <a href={credit.licenceUrl} rel="license noopener noreferrer" target="_blank">{credit.licenceName}</a>
          {' · '}
          <a href={credit.sourceUrl} rel="noopener noreferrer" target="_blank">{t('source')}</a>
        </span>
        {requiresAttribution(credit) && <span>{t('changes', { changes: credit.changes })}</span>}
      </Caption>
    </Item>
  );
}
