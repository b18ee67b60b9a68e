package render

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/passes/recipes"
)

// recipeRows are examples/tiny-lm/recipes' five recipes, as apply -json
// printed them (testdata/recipes.json).
func recipeRows(t *testing.T) []recipes.Row {
	b, err := os.ReadFile("testdata/recipes.json")
	if err != nil {
		t.Fatal(err)
	}
	var line struct{ Rows []recipes.Row }
	if err := json.Unmarshal(b, &line); err != nil {
		t.Fatal(err)
	}
	return line.Rows
}

// TestRecipesGolden: the recipe table apply prints and the build
// report's section, from the same rows, best marks recomputed.
func TestRecipesGolden(t *testing.T) {
	rows := recipeRows(t)
	recipes.MarkBest(rows)
	var b bytes.Buffer
	if err := Recipes(&b, rows); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/recipes.txt", b.Bytes())

	var page bytes.Buffer
	if err := HTML(&page, &Page{Config: "recipes", Recipes: rows}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/recipes.html", page.Bytes())
	got := page.String()
	for _, want := range []string{
		`<a href="#recipes">recipes compared</a>`,
		`<th>qc_u tok/s ↑</th>`,
		`<td class="n best" data-v="0.9999`,
		`qc_n: accuracy against tokens/s`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the page has no %q", want)
		}
	}
}

func TestRecipesPNG(t *testing.T) {
	var b bytes.Buffer
	if err := RecipesPNG(&b, recipeRows(t)); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w != 1600 {
		t.Errorf("%d px wide, want 800 per target (600 pt)", w)
	}
}
