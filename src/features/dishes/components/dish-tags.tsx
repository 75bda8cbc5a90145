import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.xs};
`;

const Heading = styled.h3`
  font-size: ${theme.fontSize.md};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li<{ $tone: 'neutral' | 'accent' }>`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.sm};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.ink)};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.surfaceAlt)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.border)};
`;

const None = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

/** Allergens and dietary tags, each under its translated label (an unknown tag reads as sent). */
export function DishTags({ allergens, dietaryTags }: { allergens: readonly string[]; dietaryTags: readonly string[] }) {
  const { t } = useTranslation('dishes');
  return (
    <>
      {dietaryTags.length > 0 && (
        <Section aria-labelledby="dish-dietary-title">
          <Heading id="dish-dietary-title">{t('detail.dietaryTitle')}</Heading>
          <List>
            {dietaryTags.map((tag) => (
              <Tag key={tag} $tone="accent">{t(`dietary.${tag}`, { defaultValue: tag })}</Tag>
            ))}
          </List>
        </Section>
      )}
      <Section aria-labelledby="dish-allergens-title">
        <Heading id="dish-allergens-title">{t('detail.allergensTitle')}</Heading>
        {allergens.length === 0 ? (
          <None>{t('detail.noAllergens')}</None>
        ) : (
          <List>
            {allergens.map((allergen) => (
              <Tag key={allergen} $tone="neutral">{t(`allergens.${allergen}`, { defaultValue: allergen })}</Tag>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
