import { useTranslation } from 'next-i18next/pages';
import { RouteIntro } from '@/components/layout/route-intro';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';
import { withAppLayout } from '@/screens/shell/app-layout';

/** /category: browse by food category; the picker is a bottom sheet on phones (SPEC §2). */
export function CategoryScreen() {
  const { t } = useTranslation('routes');
  return (
    <RouteIntro title={t('category.title')} lead={t('category.lead')}>
      <div>
        <Button type="button" variant="secondary" onClick={() => openModal('CATEGORY_BOTTOM_SHEET')}>
          {t('category.choose')}
        </Button>
      </div>
    </RouteIntro>
  );
}

CategoryScreen.getLayout = withAppLayout;
