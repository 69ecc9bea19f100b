import { observer } from 'mobx-react-lite';
import { QuickAddWorkItem } from '#web/domains/work-items/create/QuickAddWorkItem';

/** The quick-add row under the last row; its input stays in view while the sheet scrolls sideways. */
export const SpreadsheetQuickAdd = observer(function SpreadsheetQuickAdd({
  width,
}: {
  width: number;
}) {
  return (
    <div className="border-b border-subtle" style={{ width }}>
      <div className="sticky left-0 w-full max-w-[40rem]">
        <QuickAddWorkItem prefill={{}} variant="row" />
      </div>
    </div>
  );
});
