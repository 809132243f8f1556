package sidebyside.scenarios.support;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;

/**
 * Records every observation that starts, in start order: its name, contextual name,
 * low-cardinality key values (sorted) and whether it stopped. The values are read when asked, after
 * waiting a little for observations still running: a stream's observations stop just after its
 * last element reached the subscriber.
 */
public class RecordingObservationHandler implements ObservationHandler<Observation.Context> {

	private static final long WAIT_FOR_STOP_MILLIS = 2000;

	private final List<Observation.Context> started = new ArrayList<>();

	private final Set<Observation.Context> stopped = new HashSet<>();

	@Override
	public synchronized void onStart(Observation.Context context) {
		this.started.add(context);
	}

	@Override
	public synchronized void onStop(Observation.Context context) {
		this.stopped.add(context);
		notifyAll();
	}

	@Override
	public boolean supportsContext(Observation.Context context) {
		return true;
	}

	public synchronized List<Map<String, Object>> observations() throws InterruptedException {
		long deadline = System.currentTimeMillis() + WAIT_FOR_STOP_MILLIS;
		while (this.stopped.size() < this.started.size() && System.currentTimeMillis() < deadline) {
			wait(50);
		}
		List<Map<String, Object>> rows = new ArrayList<>();
		for (Observation.Context context : this.started) {
			Map<String, Object> row = new LinkedHashMap<>();
			row.put("name", context.getName());
			row.put("contextualName", context.getContextualName());
			row.put("lowCardinalityKeyValues", context.getLowCardinalityKeyValues()
				.stream()
				.map(keyValue -> keyValue.getKey() + "=" + keyValue.getValue())
				.sorted()
				.toList());
			row.put("stopped", this.stopped.contains(context));
			rows.add(row);
		}
		return rows;
	}

}
