import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { theme } from '@/styles/theme';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 12rem;
  color: ${theme.color.brand};
`;

/** Shown inside a modal or drawer while its lazily loaded view arrives. */
export function ModalLoading() {
  return (
    <Centre>
      <Loader />
    </Centre>
  );
}
