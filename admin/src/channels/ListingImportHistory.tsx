/** A listing import schedule's runs (the jobs it queued, their state and what each found): see SyncHistoryPanel. */
import { ListingImportHistory } from './SyncHistoryPanel.tsx';

export default ListingImportHistory;
