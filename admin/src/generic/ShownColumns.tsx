/**
 * A generic list's DataTable, built for the columns shown rather than for every column (issue 22 item 9). A generic
 * list has a `DataTable.Col` per field so that the column chooser can offer them all (the orders list: 50, 9 shown).
 * react-admin's DataTable hands every column to each row, whose cells each read the hidden-column list from the store
 * (localStorage and JSON.parse), subscribe to it and render nothing when hidden; and its column chooser renders a
 * toggle per column into a popover kept mounted, closed. A first page of 25 rows built 1,250 cells to show 225 and
 * 50 toggles no one had asked for. Here:
 * - the head and body are given only the columns not hidden (the cells' own test: `source ?? label`);
 * - the chooser's toggles render once the Columns button has been pressed (`ColumnsChooser` marks it, `Col` waits).
 * What the user sees and can do is unchanged: the same columns, the same chooser, the same stored choice.
 */
import { Children, createContext, forwardRef, isValidElement, memo, useContext, useMemo, useState, type ReactNode } from 'react';
import { DataTable, DataTableBody, DataTableHead, useDataTableRenderContext, useDataTableStoreContext, useStore } from 'react-admin';

/** The columns not hidden, in their order (what the cells would have rendered). */
export function shownColumns(children: ReactNode, hidden: readonly string[]): ReactNode[] {
  return Children.toArray(children).filter((child) => {
    if (!isValidElement(child)) return true;
    const { source, label } = child.props as { source?: string; label?: unknown };
    const name = source ?? label;
    return !(typeof name === 'string' && hidden.includes(name));
  });
}

/** The hidden columns of the DataTable around, as its cells read them. */
function useHiddenColumns(): string[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return hidden ?? [];
}

type BodyProps = React.ComponentProps<typeof DataTableBody>;
type HeadProps = React.ComponentProps<typeof DataTableHead>;

/** DataTable's `body`: its rows with the shown columns only. */
export const ShownColumnsBody = memo(
  forwardRef<HTMLTableSectionElement, BodyProps>(function ShownColumnsBody({ children, ...rest }, ref) {
    const hidden = useHiddenColumns();
    return (
      <DataTableBody ref={ref} {...rest}>
        {shownColumns(children, hidden)}
      </DataTableBody>
    );
  }),
);

/** DataTable's `head`: the shown columns' headings. */
export const ShownColumnsHead = memo(function ShownColumnsHead({ children, ...rest }: HeadProps) {
  const hidden = useHiddenColumns();
  return <DataTableHead {...rest}>{shownColumns(children, hidden)}</DataTableHead>;
});

/** Whether this list's Columns button has been pressed: its chooser's toggles render from then on. */
const ChooserOpened = createContext<{ opened: boolean; open: () => void }>({ opened: true, open: () => {} });

/** Around a list (its toolbar and its DataTable): holds whether the column chooser has been opened. */
export function ColumnsChooser({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const value = useMemo(() => ({ opened, open: () => setOpened(true) }), [opened]);
  return <ChooserOpened.Provider value={value}>{children}</ChooserOpened.Provider>;
}

/**
 * Wraps react-admin's Columns button (unchanged: its look, its popover): pressing it, by pointer or keyboard, lets the
 * columns render their toggles in the same update that opens the popover.
 */
export function ChooserButton({ children }: { children: ReactNode }) {
  const { opened, open } = useContext(ChooserOpened);
  return (
    <span style={{ display: 'contents' }} onClickCapture={opened ? undefined : open}>
      {children}
    </span>
  );
}

type ColProps = React.ComponentProps<typeof DataTable.Col>;

/** `DataTable.Col`, except that it renders no toggle in the column chooser before the chooser is first opened. */
export function Col(props: ColProps) {
  const where = useDataTableRenderContext();
  const { opened } = useContext(ChooserOpened);
  if (where === 'columnsSelector' && !opened) return null;
  return <DataTable.Col {...props} />;
}
