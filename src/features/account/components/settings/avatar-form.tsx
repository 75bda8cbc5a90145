import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type TMe } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useUploadAvatar } from '../../api/upload-avatar';
import { SectionLead } from './settings-styles';
import { theme } from '@/styles/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 96px;
  block-size: 96px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brand};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-inline-size: 12rem;
  flex: 1;
`;

const MAX_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);
const initialsOf = (me: TMe) => [me.firstName, me.lastName].map((name) => name?.trim()[0] ?? '').join('').toUpperCase() || me.email[0]?.toUpperCase();

/** The profile photo: checked here for type and weight (the server checks again and resizes it). */
export function AvatarForm({ me }: { me: TMe }) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar();
  const apiError = useApiErrorText('account');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return setError(t('errors.avatar_unsupported_type'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('errors.avatar_too_large', { max: MAX_MEGABYTES }));
    setError(null);
    try {
      await upload.mutateAsync(file);
      showToast({ kind: 'success', text: t('settings.avatar.saved') });
    } catch (failure) {
      setError(apiError(failure));
    }
  };

  return (
    <Row>
      <Picture aria-hidden={me.avatarUrl ? undefined : true}>
        {me.avatarUrl ? <img src={me.avatarUrl} alt={t('settings.avatar.alt')} width={96} height={96} /> : initialsOf(me)}
      </Picture>
      <Controls>
        <SectionLead>{t('settings.avatar.hint', { max: MAX_MEGABYTES })}</SectionLead>
        <FormError message={error} />
        <input ref={input} type="file" accept={AVATAR_CONTENT_TYPES.join(',')} hidden aria-label={t('settings.avatar.choose')} onChange={(event) => void onPick(event)} />
        <div>
          <Button variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()}>
            {t(me.avatarUrl ? 'settings.avatar.replace' : 'settings.avatar.choose')}
          </Button>
        </div>
      </Controls>
    </Row>
  );
}
