import { Dialog } from '../../../components/ui/Dialog';
import { PricingPlans } from './PricingPlans';

/** The plans, offered from a locked week; buying one leaves for its checkout. */
export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unlock the full bootcamp"
      description="Pick a plan to open every week's lessons and quizzes."
      widthClass="max-w-4xl"
    >
      <PricingPlans />
    </Dialog>
  );
}
