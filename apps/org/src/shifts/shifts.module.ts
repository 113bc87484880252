import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { ShiftsConsumer } from './shifts.consumer';
import { DeleteShiftUseCase } from './usecases/delete-shift/delete-shift.usecase';
import { ListShiftsUseCase } from './usecases/list-shifts/list-shifts.usecase';
import { SaveShiftUseCase } from './usecases/save-shift/save-shift.usecase';

/** Work shifts: strict, sliding or custom, possibly across midnight. */
@Module({
  imports: [OrgDataModule],
  controllers: [ShiftsConsumer],
  providers: [ListShiftsUseCase, SaveShiftUseCase, DeleteShiftUseCase],
})
export class ShiftsModule {}
