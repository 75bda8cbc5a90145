import { Button, type ButtonSize } from './button';
import { showToast } from '@/lib/toast/toast-store';

interface TCopyCodeButtonProps {
  code: string;
  /** Visible text, e.g. "Copier". */
  children: string;
  /** Names the code copied, e.g. "Copier le code BIENVENUE": several buttons on one page must be told apart. */
  label: string;
  copiedText: string;
  /** Said when the browser refuses the clipboard: the code stays on screen to copy by hand. */
  failedText: string;
  size?: ButtonSize;
}

/** Copies a coupon or offer code to the clipboard and says so in a toast. */
export function CopyCodeButton({ code, children, label, copiedText, failedText, size = 'sm' }: TCopyCodeButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ kind: 'success', text: copiedText });
    } catch {
      showToast({ kind: 'info', text: failedText });
    }
  };
  return (
    <Button size={size} variant="secondary" aria-label={label} onClick={() => void copy()}>
      {children}
    </Button>
  );
}
