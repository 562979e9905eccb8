/** Indonesian greeting for the hour of the day (0–23): pagi until 11, siang until 15, sore until 18, malam after. */
export function greetingFor(hour: number): string {
  if (hour >= 4 && hour < 11) return 'Selamat pagi';
  if (hour >= 11 && hour < 15) return 'Selamat siang';
  if (hour >= 15 && hour < 18) return 'Selamat sore';
  return 'Selamat malam';
}
