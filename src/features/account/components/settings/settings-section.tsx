import { useId, type ReactNode } from 'react';
import { SectionCard, SectionLead } from './settings-styles';

/** One titled card of the settings page; its heading names the region for screen readers. */
export function SettingsSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {lead && <SectionLead>{lead}</SectionLead>}
      {children}
    </SectionCard>
  );
}
