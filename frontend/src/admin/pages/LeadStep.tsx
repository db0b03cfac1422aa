/** The 'step reached' tag of a lead: a five-segment bar, 'Step n/5' or 'Completed', and the step's title. */
import type { LeadListItem } from '@cabinetry/shared/contracts';
import { Progress, Tag } from 'antd';
import { useLeadWording } from '../lib/leads';

/** Progress of one lead through the five wizard steps. */
export function LeadStep({ lead }: { lead: Pick<LeadListItem, 'currentStep' | 'isCompleted'> }) {
  const tag = useLeadWording().step(lead);
  return (
    <span className="lead-step">
      <span className="lead-step__head">
        <Tag color={tag.done ? 'success' : 'gold'} className="lead-step__tag">
          {tag.text}
        </Tag>
        <Progress steps={5} percent={tag.percent} showInfo={false} size={[10, 6]} aria-hidden strokeColor={tag.done ? '#3f6b4f' : '#c89b5e'} />
      </span>
      {!tag.done && <span className="lead-step__title muted">{tag.title}</span>}
    </span>
  );
}
