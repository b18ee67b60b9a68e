package textfmt

import "testing"

func TestCommas(t *testing.T) {
	for in, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 11724620: "11,724,620", -1234567: "-1,234,567", -12: "-12"} {
		if got := Commas(in); got != want {
			t.Errorf("Commas(%d) = %q, want %q", in, got, want)
		}
	}
}

func TestColumns(t *testing.T) {
	got := Columns([]string{"a", "long header", "c"}, [][]string{{"xyz", "1", ""}, {"é", "22", "z"}})
	want := "a    long header  c\n" +
		"---  -----------  -\n" +
		"xyz  1\n" +
		"é    22           z\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestBytes(t *testing.T) {
	for n, want := range map[uint64]string{0: "0 B", 1023: "1023 B", 1024: "1.0 KiB", 3 << 29: "1.5 GiB", 6 << 50: "6.0 PiB"} {
		if got := Bytes(n); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 1000: "1000 B", 4 << 10: "4 KiB", 3776: "3.688 KiB", 16 << 20: "16 MiB", 14315520: "13.652 MiB", 2 << 30: "2 GiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Bandwidth(128 << 30); got != "128 GiB/s" {
		t.Errorf("Bandwidth = %q", got)
	}
}
