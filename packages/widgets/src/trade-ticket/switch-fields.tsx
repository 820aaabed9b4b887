import {
  productDisplayName,
  registerMessages,
  type TradeMachine,
  type TradeMachineState,
  tradePartsMessages,
} from '@bondkit/sdk-core';
import { useState } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { Button } from '../ui/button';
import { onDemand, useOnDemand } from '../ui/on-demand';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(tradePartsMessages);

/** The switch picker: loaded with these fields (in switch mode), so 'Choose' finds it there. */
const switchPicker = onDemand(() => import('../switch-picker/index'));

// Spec: 002 §2.4 (switch trades)
/**
 * The switch's fields of the setup step: the bond switched into, the principal bought, and the picker that
 * chooses it. A part of its own, loaded when the ticket turns to switch mode.
 */
export function SwitchFields({ machine, s }: { machine: TradeMachine; s: TradeMachineState }) {
  const { t } = useBondkit();
  const format = useFormat();
  const m = machine.getState();
  const [pickerOpen, setPickerOpen] = useState(false);
  const picker = useOnDemand(switchPicker, true);
  const Picker = picker.module?.SwitchPicker;
  return (
    <div className="bk-ticket__switch">
      <p className="bk-ticket__switch-label">{t('trade.ticket.switch.target')}</p>
      <p className="bk-ticket__switch-target">
        {s.switchTarget ? productDisplayName(s.switchTarget) : t('trade.ticket.switch.none')}
      </p>
      {s.switchTarget && s.derived.switchBuyAmount !== null ? (
        <p className="bk-ticket__hint">
          {t('trade.ticket.switch.buyAmount', {
            amount: format.money(s.derived.switchBuyAmount, s.switchTarget.currency, { floor: true }),
          })}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          // the picker opens as soon as it is there (a failed load is tried again)
          if (picker.failed) picker.retry();
          setPickerOpen(true);
        }}
      >
        {s.switchTarget ? t('trade.ticket.switch.change') : t('trade.ticket.switch.choose')}
      </Button>
      {Picker ? (
        <Picker
          open={pickerOpen}
          onClose={() => setPickerOpen(false)}
          from={s.product}
          selectedId={s.switchTarget?.product_id ?? null}
          onConfirm={(product) => {
            m.setSwitchTarget(product);
            setPickerOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
