import { eq } from 'drizzle-orm';
import { driverResource } from '@/lib/resources/organization';
import { employees } from '../../db/schema/resources';
import { defineRules } from '../rules';

/** A driver is named after their employee record: runsheets, manifests and pickers show the courier's name. */
export const driverRules = defineRules(driverResource, {
  async beforeWrite(input, { tx, existing }) {
    const employeeId = (input.employee_id ?? existing?.employee_id) as number | undefined;
    if (employeeId == null) return input;
    const [employee] = await tx.select({ name: employees.full_name }).from(employees).where(eq(employees.id, employeeId));
    return { ...input, name: employee ? String(employee.name) : null };
  },
});
