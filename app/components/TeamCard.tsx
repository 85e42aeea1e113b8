import type { TeamMember } from "../content/team.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

/** A staff profile: photo (or a neat initials avatar), name, job title and a short biography. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      {member.photo ? (
        <img
          src={`/images/team/${member.photo}`}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          className="h-28 w-28 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex h-28 w-28 items-center justify-center rounded-full bg-navy-800 text-3xl font-bold text-gold-300">
          {initials(member.name)}
        </span>
      )}
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{member.name}</h3>
      <p className="text-sm font-medium text-navy-700">{member.jobTitle}</p>
      <p className="mt-3 text-slate-700">{member.bio}</p>
    </li>
  );
}
