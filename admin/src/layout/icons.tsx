/** Menu icons by the names the manifest's menuGroups use (imported one by one to keep the bundle small). */
import Inventory2 from '@mui/icons-material/Inventory2';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import LocalShipping from '@mui/icons-material/LocalShipping';
import AccountBalance from '@mui/icons-material/AccountBalance';
import BarChart from '@mui/icons-material/BarChart';
import Gavel from '@mui/icons-material/Gavel';
import Handshake from '@mui/icons-material/Handshake';
import Settings from '@mui/icons-material/Settings';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Dashboard from '@mui/icons-material/Dashboard';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import TrendingUp from '@mui/icons-material/TrendingUp';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';

type SvgIconComponent = typeof Inventory2;

const icons: Record<string, SvgIconComponent> = {
  Inventory2,
  ShoppingCart,
  LocalShipping,
  AccountBalance,
  BarChart,
  Gavel,
  Handshake,
  Settings,
  SupportAgent,
  Dashboard,
  ConfirmationNumber,
  TrendingUp,
  AccountCircle,
};

export function iconFor(name: string | undefined): SvgIconComponent {
  return (name && icons[name]) || ChevronRight;
}
