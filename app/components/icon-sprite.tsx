/**
 * Icons that repeat down a list (a call, text and email link and a stage badge on every row)
 * are drawn once per page, as <symbol>s in the back office's frame, and each row refers to
 * one with <use>: a row's icons then cost ~80 bytes instead of ~400 each, and the server
 * renders five elements fewer per icon. Pages add an icon here to draw it this way; one-off
 * icons stay plain lucide components.
 */
import {
  AlarmClock,
  AlertTriangle,
  Ban,
  BellDot,
  CalendarClock,
  CheckCircle2,
  CircleDot,
  Clock,
  History,
  Hourglass,
  LifeBuoy,
  Mail,
  MessageSquare,
  Paperclip,
  Phone,
  PhoneCall,
  StickyNote,
  Trophy,
  Users,
  XCircle,
  type LucideIcon,
} from "lucide-react";

const spriteIcons = {
  "alarm-clock": AlarmClock,
  "alert-triangle": AlertTriangle,
  ban: Ban,
  "bell-dot": BellDot,
  "calendar-clock": CalendarClock,
  "check-circle": CheckCircle2,
  "circle-dot": CircleDot,
  clock: Clock,
  history: History,
  hourglass: Hourglass,
  "life-buoy": LifeBuoy,
  mail: Mail,
  "message-square": MessageSquare,
  paperclip: Paperclip,
  phone: Phone,
  "phone-call": PhoneCall,
  "sticky-note": StickyNote,
  trophy: Trophy,
  users: Users,
  "x-circle": XCircle,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof spriteIcons;

/** A decorative icon from the page's sprite (its meaning is always in words beside it). `nav-…`: a navigation entry's icon. */
export function SpriteIcon({ name, className }: { name: SpriteIconName | `nav-${string}`; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The symbols, once per page (rendered by the back office's frame); `extra`: more by name, e.g. the navigation's. */
export function IconSprite({ extra = {} }: { extra?: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute h-0 w-0 overflow-hidden">
      {Object.entries({ ...spriteIcons, ...extra }).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}
