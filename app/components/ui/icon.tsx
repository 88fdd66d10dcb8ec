import {
  Activity, Award, ChartColumn, Bot, Brain, Building2, Calendar, CircleCheck, Clock, Cloud, CodeXml,
  Compass, Cpu, Database, DollarSign, Factory, FileText, Gauge, Globe, GraduationCap, Handshake,
  HeartPulse, Landmark, Layers, Lightbulb, ChartLine, Lock, Mail, Map, MapPin, MessageSquare, Network,
  Percent, Phone, PiggyBank, Puzzle, RefreshCw, Rocket, Search, Settings, Shield, ShieldCheck,
  ShoppingCart, Smartphone, Sparkles, Target, TrendingUp, Truck, Users, Workflow, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/icon-names";

const icons: Record<IconName, LucideIcon> = {
  activity: Activity, award: Award, "bar-chart": ChartColumn, bot: Bot, brain: Brain, building: Building2,
  calendar: Calendar, "check-circle": CircleCheck, clock: Clock, cloud: Cloud, code: CodeXml,
  compass: Compass, cpu: Cpu, database: Database, "dollar-sign": DollarSign, factory: Factory,
  "file-text": FileText, gauge: Gauge, globe: Globe, "graduation-cap": GraduationCap,
  handshake: Handshake, "heart-pulse": HeartPulse, landmark: Landmark, layers: Layers,
  lightbulb: Lightbulb, "line-chart": ChartLine, lock: Lock, mail: Mail, map: Map, "map-pin": MapPin,
  "message-square": MessageSquare, network: Network, percent: Percent, phone: Phone,
  "piggy-bank": PiggyBank, puzzle: Puzzle, refresh: RefreshCw, rocket: Rocket, search: Search,
  settings: Settings, shield: Shield, "shield-check": ShieldCheck, "shopping-cart": ShoppingCart,
  smartphone: Smartphone, sparkles: Sparkles, target: Target, "trending-up": TrendingUp, truck: Truck,
  users: Users, workflow: Workflow, zap: Zap,
};

/** A decorative line icon named by content. Screen readers skip it: the text next to it says it all. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />;
}
