import {
  BadgeCheck, Bike, Briefcase, Building, Building2, Calendar, Camera, Car, Caravan, Clock, Cpu, DollarSign,
  Factory, FileText, Gauge, GraduationCap, Hammer, HandHeart, HardHat, HeartPulse, Home, Hotel, Key, MapPin,
  Phone, PiggyBank, Sailboat, Scale, Search, ShieldCheck, Stethoscope, Store, TrendingUp, Users, Utensils, Wrench,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../content/types.ts";

const icons: Record<IconName, LucideIcon> = {
  car: Car, home: Home, briefcase: Briefcase, "heart-pulse": HeartPulse, key: Key, building: Building,
  caravan: Caravan, bike: Bike, sailboat: Sailboat, utensils: Utensils, "hard-hat": HardHat,
  stethoscope: Stethoscope, factory: Factory, cpu: Cpu, store: Store, wrench: Wrench, scale: Scale,
  "building-2": Building2, hammer: Hammer, hotel: Hotel, "hand-heart": HandHeart, "shield-check": ShieldCheck,
  users: Users, clock: Clock, "map-pin": MapPin, phone: Phone, "file-text": FileText, "piggy-bank": PiggyBank,
  search: Search, "badge-check": BadgeCheck, "graduation-cap": GraduationCap, "trending-up": TrendingUp,
  calendar: Calendar, gauge: Gauge, camera: Camera, "dollar-sign": DollarSign,
};

/** A decorative lucide icon chosen by name from content data. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
