import styled from 'styled-components';

const Box = styled.div`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A form-level error (what the API answered), announced as soon as it appears. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div role="alert" id={id}>
      {message ? <Box>{message}</Box> : null}
    </div>
  );
}
