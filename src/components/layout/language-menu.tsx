import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { persistLanguage } from '@/lib/i18n/persist-language';
import { SITE_LANGUAGES, type SiteLanguage } from '@/lib/i18n/language-map';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { IconButton, RoomyLabel } from './header-controls';
import { GlobeIcon } from './header-icons';
import { MenuButton } from './menu/menu-button';

/** SPEC §2 language menu: English and Français; the path and query stay, the choice is remembered. */
export function LanguageMenu() {
  const { t } = useTranslation('nav');
  const router = useRouter();
  const isSignedIn = useUiState((state) => state.authorized === true);
  const current = router.locale ?? 'fr';

  const switchTo = (language: SiteLanguage) => {
    void persistLanguage(language, isSignedIn);
    if (language === current) return;
    void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: language, scroll: false });
  };

  const items = SITE_LANGUAGES.map((language) => ({
    key: language,
    // Each language is named in itself, so a diner who cannot read the current one finds theirs.
    label: t(`common:language.switchTo.${language}`),
    lang: language,
    checked: language === current,
    onSelect: () => switchTo(language),
  }));

  return (
    // The visible code is part of the name (WCAG 2.5.3 label in name).
    <MenuButton label={t('language.button', { code: current.toUpperCase() })} menuLabel={t('language.label')} items={items} triggerAs={IconButton}>
      <GlobeIcon />
      <RoomyLabel aria-hidden="true">{current.toUpperCase()}</RoomyLabel>
    </MenuButton>
  );
}
