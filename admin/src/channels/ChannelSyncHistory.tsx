/** The sales channel's marketplace activity (its order imports, resyncs): see SyncHistoryPanel. */
import { ChannelSyncHistory } from './SyncHistoryPanel.tsx';

export default ChannelSyncHistory;
