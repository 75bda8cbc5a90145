import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Box = styled.div`
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

/** A form-level error (what the API answered), announced as soon as it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div role="alert" id={id}>
      {message ? <Box>{message}</Box> : null}
    </div>
  );
}
