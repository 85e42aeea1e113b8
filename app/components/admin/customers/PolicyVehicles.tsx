/**
 * A vehicle line's vehicles and drivers on its policy page: each list with a Remove button per
 * entry and a small form to add one, all plain posts with an intent (no JavaScript).
 */
import { Car, Plus, Trash2, UserRound } from "lucide-react";
import { Form } from "react-router";
import { ErrorSummary, Field, valueOf } from "../../forms.tsx";
import { formatDate } from "../../../lib/format.ts";
import type { IntentFailure } from "./page-failure.ts";
import { driverLabels, vehicleLabels } from "./field-labels.ts";

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const removeClass = "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-red-700 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50";

export interface VehicleItem {
  id: string;
  year: string | null;
  make: string | null;
  model: string | null;
  vin: string | null;
}

export interface DriverItem {
  id: string;
  name: string;
  dateOfBirth: string | null;
}

export function VehicleList({ vehicles, action, failure }: { vehicles: VehicleItem[]; action: string; failure?: IntentFailure }) {
  return (
    <div className="space-y-5">
      {vehicles.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {vehicles.map((v) => {
            const name = [v.year, v.make, v.model].filter(Boolean).join(" ") || "Vehicle";
            return (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex min-w-0 gap-2">
                  <Car aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{name}</p>
                    <p className="break-all font-mono text-sm text-slate-700">{v.vin ? `VIN ${v.vin}` : "No VIN"}</p>
                  </div>
                </div>
                <Form method="post" action={action}>
                  <input type="hidden" name="vehicleId" value={v.id} />
                  <button type="submit" name="intent" value="vehicle_remove" className={removeClass}>
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    Remove<span className="sr-only"> {name}{v.vin ? `, VIN ${v.vin}` : ""}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">No vehicles on this policy yet.</p>
      )}
      <Form method="post" action={action} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-navy-900">Add a vehicle</h3>
        <ErrorSummary errors={failure?.errors} labels={vehicleLabels} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field name="year" label="Year" inputMode="numeric" maxLength={4} autoComplete="off" defaultValue={valueOf(failure?.values, "year")} error={failure?.errors.year} />
          <Field name="make" label="Make" autoComplete="off" defaultValue={valueOf(failure?.values, "make")} error={failure?.errors.make} />
          <Field name="model" label="Model" autoComplete="off" defaultValue={valueOf(failure?.values, "model")} error={failure?.errors.model} />
        </div>
        <Field name="vin" label="VIN" autoComplete="off" maxLength={20} hint="17 letters and digits." defaultValue={valueOf(failure?.values, "vin")} error={failure?.errors.vin} />
        <button type="submit" name="intent" value="vehicle_add" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Add vehicle
        </button>
      </Form>
    </div>
  );
}

export function DriverList({ drivers, action, failure }: { drivers: DriverItem[]; action: string; failure?: IntentFailure }) {
  return (
    <div className="space-y-5">
      {drivers.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {drivers.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 gap-2">
                <UserRound aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">{d.name}</p>
                  <p className="text-sm text-slate-700">{d.dateOfBirth ? `Born ${formatDate(d.dateOfBirth)}` : "Date of birth not given"}</p>
                </div>
              </div>
              <Form method="post" action={action}>
                <input type="hidden" name="driverId" value={d.id} />
                <button type="submit" name="intent" value="driver_remove" className={removeClass}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove<span className="sr-only"> {d.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No drivers on this policy yet.</p>
      )}
      <Form method="post" action={action} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-navy-900">Add a driver</h3>
        <ErrorSummary errors={failure?.errors} labels={driverLabels} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="name" label="Driver's name" required autoComplete="off" defaultValue={valueOf(failure?.values, "name")} error={failure?.errors.name} />
          <Field name="dateOfBirth" label="Date of birth" type="date" defaultValue={valueOf(failure?.values, "dateOfBirth")} error={failure?.errors.dateOfBirth} />
        </div>
        <button type="submit" name="intent" value="driver_add" className={`${buttonClass} bg-navy-800 text-white hover:bg-navy-900`}>
          <Plus aria-hidden="true" className="h-5 w-5" />
          Add driver
        </button>
      </Form>
    </div>
  );
}
